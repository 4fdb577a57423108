import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { data, Link } from 'react-router';
import type { Route } from './+types/career-roast.$id';
import { paths } from '~/config/paths';
import { getCareerRoast } from '~/features/roast/api/get-career-roast';
import { RoastCard } from '~/features/roast/components/roast-card';
import classes from '~/features/roast/components/roast.module.css';
import { ROAST_ID, roastDescription, roastTitle, shareUrlOf } from '~/features/roast/roast-text';
import blocks from '~/shell/page-blocks.module.css';
import { pageMeta } from '~/lib/meta';
import { serverApi } from '~/lib/server-api';
import shell from '~/shell/shell.module.css';

/**
 * /career-roast/{id}: a roast's shareable page. A public roast shows to anyone; a private one only
 * to its author; anything else is the 404 page. It shows the persona, the text, who wrote it
 * ("written offline from templates" when so) and the figures it was written from.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (!ROAST_ID.test(params.id)) throw data(null, { status: 404 });
  const { api } = await import('@paysight/contract');
  const result = await getCareerRoast(serverApi(context, request), api, params.id);
  if (!result.ok) {
    if (result.status === 404 || result.status === 400) throw data(null, { status: 404 });
    throw new Error(`GET /ai/career-roast/${params.id} answered ${result.status}: ${result.message}`);
  }
  const roast = result.data;
  const path = paths.careerRoastPage(roast.id);
  return {
    roast,
    path,
    shareUrl: roast.isPublic ? shareUrlOf(context.clientConfig.publicUrl, path) : null,
    meta: { title: roastTitle(roast.persona.name), description: roastDescription(roast.text) },
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? pageMeta({ ...loaderData.meta, path: loaderData.path, noindex: !loaderData.roast.isPublic }, matches) : [];

export default function CareerRoastShowPage({ loaderData }: Route.ComponentProps) {
  const { roast, shareUrl } = loaderData;
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <div>
          <Link to={paths.careerRoast()} className={shell.eyebrow}>
            Career roast
          </Link>
          <Title order={1} className={blocks.pageTitle} mt="sm">
            {roastTitle(roast.persona.name)}
          </Title>
        </div>
        <div className={blocks.card}>
          <RoastCard roast={roast} />
        </div>
        {shareUrl ? (
          <Text>
            Share it:{' '}
            <Anchor href={shareUrl} className={classes.share} data-testid="roast-share">
              {shareUrl}
            </Anchor>
          </Text>
        ) : (
          <Text c="dimmed">Only you can see this roast.</Text>
        )}
        <Text>
          <Link to={paths.careerRoast()} className={blocks.link}>
            Roast your own career
          </Link>
        </Text>
      </Stack>
    </Container>
  );
}
