import { Button } from '@mantine/core';
import { IconBuildingSkyscraper } from '@tabler/icons-react';
import type { Route } from './+types/auth.enterprise-wall';
import { AuthIcon, AuthPanel } from '~/features/auth/auth-panel';
import { privatePageMeta } from '~/lib/meta';

export const meta: Route.MetaFunction = privatePageMeta({
  title: 'Enterprise Account Expired',
  description: 'Your Paysight enterprise account has expired.',
  path: '/auth/enterprise-wall',
});

export const ENTERPRISE_MAIL_SUBJECT = 'Upgrading to Enterprise Account';

export function loader({ context }: Route.LoaderArgs) {
  const { founderEmail } = context.clientConfig;
  return { contactHref: `mailto:${founderEmail}?subject=${encodeURIComponent(ENTERPRISE_MAIL_SUBJECT)}` };
}

/** SPEC §2.5 auth/enterprise-wall, where an expired enterprise session is sent (SPEC §8). */
export default function EnterpriseWall({ loaderData }: Route.ComponentProps) {
  return (
    <AuthPanel
      title="Your Enterprise Account has expired"
      text="Please contact us to get complete access."
      icon={<AuthIcon icon={IconBuildingSkyscraper} />}
    >
      <Button component="a" href={loaderData.contactHref} size="md" fullWidth>
        Contact Us
      </Button>
    </AuthPanel>
  );
}
