import { Text } from '@mantine/core';
import { useActionData } from 'react-router';
import type { Route } from './+types/tools.networth';
import { NetworthForm, NetworthHistory, NetworthResult, RegionSwitch, VaultSection } from '~/features/networth/components/networth-page';
import { loadNetworth, networthAction, NETWORTH_PATH } from '~/features/networth/networth';
import { privatePageMeta } from '~/lib/meta';
import { PageFrame, PageHeading } from '~/shell/page-frame';

/**
 * /tools/networth (SPEC §7 Tools and vault: POST /tools/networth, the vault calls; ADR 049): a
 * member's net worth in the region's currency, where it stands in their age band (from MIN_SLICE
 * sharing members), their history and their linked banks. Plain POST forms: works without JavaScript.
 */
export const loader = (args: Route.LoaderArgs) => loadNetworth(args);
export const action = (args: Route.ActionArgs) => networthAction(args);

export const meta: Route.MetaFunction = privatePageMeta({
  title: 'Net worth',
  description: 'Your net worth in your region’s currency, where it stands among members of your age band, and your linked banks.',
  path: NETWORTH_PATH,
});

export default function NetworthPage({ loaderData }: Route.ComponentProps) {
  const answer = useActionData<typeof action>();
  const { saved, vault, region, latestInput } = loaderData;
  const result = answer?.intent === 'calculate' && answer.ok ? answer.result : saved.latest?.result;
  return (
    <PageFrame size="sm" fade={false}>
      <PageHeading eyebrow="Money tools" title="Net worth">
        <Text c="dimmed" mt={6}>
          What you own less what you owe, saved each time so you can follow it, and where it stands among members of your age band who share
          theirs.
        </Text>
      </PageHeading>
      <RegionSwitch region={region} />
      {result && <NetworthResult result={result} />}
      <NetworthForm
        region={region}
        latest={latestInput}
        vehicleMakes={saved.vehicleMakes}
        linkedBanks={vault.links.length}
        answer={answer}
      />
      <VaultSection vault={vault} answer={answer} />
      <NetworthHistory history={saved.history} />
    </PageFrame>
  );
}
