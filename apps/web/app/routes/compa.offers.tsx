import { Alert, Anchor, Button, Group, NativeSelect, Text } from '@mantine/core';
import { formatDate } from '@paysight/contract/core';
import { Form, Link } from 'react-router';
import type { Route } from './+types/compa.offers';
import { paths } from '~/config/paths';
import { BUCKETS } from '~/features/compa/compa-query';
import { OfferAddForm } from '~/features/compa/components/offer-add-form';
import { OfferCard } from '~/features/compa/components/offer-card';
import classes from '~/features/compa/components/compa.module.css';
import {
  ADD_OFFER,
  emptyOfferForm,
  OFFER_DONE,
  OFFER_SORT_LABEL,
  OFFER_SORTS,
  OFFER_STATUS_LABEL,
  OFFER_STATUSES,
  offersHref,
  OFFERS_PATH,
} from '~/features/compa/offer-form';
import { offersAction } from '~/features/compa/offers.action';
import { loadOffers } from '~/features/compa/offers.loader';
import { NotEnterprise, WorkspaceRefused } from '~/features/workspace/components/not-enterprise';
import { WorkspaceBar } from '~/features/workspace/components/workspace-bar';
import { privatePageMeta } from '~/lib/meta';
import { CardSection } from '~/shell/card-section';
import blocks from '~/shell/page-blocks.module.css';
import { PageFrame, PageHeading } from '~/shell/page-frame';

/**
 * /compa/offers (issue 29; ADR 054, "Candidate offers"): the workspace's offers to candidates, each
 * against its band and the market with the figures an employee has on /compa, before it goes out;
 * a plain GET form filters and sorts, plain POST forms add an offer (analysts and admins), mark one
 * sent and remove one. Server-rendered; nothing needs JavaScript.
 */
export const loader = (args: Route.LoaderArgs) => loadOffers(args);
export const action = (args: Route.ActionArgs) => offersAction(args);

export const meta: Route.MetaFunction = privatePageMeta({
  title: 'Candidate offers',
  description:
    'Offers to candidates checked against your pay bands and the market before they go out: compa-ratio, range penetration and bucket.',
  path: OFFERS_PATH,
});

const SCREEN = 'Candidate offers';

export default function CompaOffersPage({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.kind === 'not-enterprise') return <NotEnterprise screen={SCREEN} />;
  if (loaderData.kind === 'refused') return <WorkspaceRefused screen={SCREEN} message={loaderData.message} size="lg" />;
  const { workspace, offers, query } = loaderData;
  const canEdit = workspace.role !== 'viewer';
  const refusal = actionData && !actionData.ok ? actionData : null;
  const addRefusal = refusal?.intent === ADD_OFFER ? refusal : null;
  const pages = offers ? Math.max(1, Math.ceil(offers.matching / offers.pageSize)) : 1;

  return (
    <PageFrame>
      <PageHeading eyebrow="Employers · Compa" title={SCREEN}>
        <WorkspaceBar workspace={workspace} />
        <Text c="dimmed" mt={6}>
          An offer checked before it goes out, with the figures each employee has on{' '}
          <Anchor component={Link} to={paths.compa()} underline="always">
            Compa
          </Anchor>
          : compa-ratio and range penetration against your pay band, and the ratio against our market for the family, level and metro. Bands
          come from{' '}
          <Anchor component={Link} to={paths.compBands()} underline="always">
            Pay bands
          </Anchor>
          .
        </Text>
      </PageHeading>

      {loaderData.done && !refusal && (
        <Alert color="green" role="status" data-testid="offer-done">
          {OFFER_DONE[loaderData.done]}
        </Alert>
      )}
      {refusal && refusal.intent !== ADD_OFFER && !offers?.offers.some((o) => o.id === refusal.offer) && (
        <Alert color="red" role="alert" title="Not done">
          {refusal.message}
        </Alert>
      )}
      {loaderData.offersError && (
        <Alert color="red" role="alert" title="The offers could not be loaded">
          {loaderData.offersError}
        </Alert>
      )}

      {canEdit ? (
        <CardSection id="add-offer-title" title="Add an offer" testId="add-offer">
          <OfferAddForm
            key={addRefusal?.attempt ?? 'fresh'}
            initial={addRefusal?.typed ?? emptyOfferForm(loaderData.currency)}
            error={addRefusal?.message ?? null}
            families={loaderData.families}
            metros={loaderData.metros}
            bandGroups={offers?.bandGroups ?? []}
          />
        </CardSection>
      ) : (
        <Text>Analysts and admins of the workspace add offers; you can read them.</Text>
      )}

      {offers && (
        <CardSection id="offers-title" title="Offers" testId="offers">
          <Text size="sm" mb="xs" data-testid="offers-summary">
            {offers.summary.offers === 0
              ? 'No offers yet.'
              : `${offers.summary.offers} offer${offers.summary.offers === 1 ? '' : 's'} (${offers.summary.draft} draft, ${offers.summary.sent} sent): ${offers.summary.belowMin} below their band’s minimum, ${offers.summary.aboveMax} above its maximum; ${offers.summary.withBand} with a band, ${offers.summary.withMarket} with a market figure. By compa-ratio: ${BUCKETS.map((b) => `${b}: ${offers.summary.buckets[b]}`).join(' · ')}.`}{' '}
            Figures as of {formatDate(offers.asOf)}.
          </Text>
          {offers.summary.offers > 0 && (
            <Form method="get" action={OFFERS_PATH} className={classes.filters} aria-label="Offer filters">
              <NativeSelect
                label="Status"
                name="status"
                defaultValue={query.status ?? ''}
                data={[{ value: '', label: 'Any' }, ...OFFER_STATUSES.map((s) => ({ value: s, label: OFFER_STATUS_LABEL[s] }))]}
              />
              <NativeSelect
                label="Sort"
                name="sort"
                defaultValue={query.sort}
                data={OFFER_SORTS.map((s) => ({ value: s, label: OFFER_SORT_LABEL[s] }))}
              />
              <Group gap="xs">
                <Button type="submit">Apply</Button>
                <Anchor component={Link} to={OFFERS_PATH} size="sm">
                  Clear
                </Anchor>
              </Group>
            </Form>
          )}
          {offers.offers.length === 0 && offers.summary.offers > 0 && <Text>No offer matches.</Text>}
          {offers.offers.length > 0 && (
            <ul className={blocks.cardGrid} data-testid="offer-list">
              {offers.offers.map((o) => (
                <OfferCard
                  key={o.id}
                  offer={o}
                  asOf={offers.asOf}
                  canEdit={canEdit}
                  error={refusal && refusal.intent !== ADD_OFFER && refusal.offer === o.id ? refusal.message : null}
                />
              ))}
            </ul>
          )}
          {pages > 1 && (
            <Group gap="md" mt="sm" component="nav" aria-label="Offer pages">
              {offers.page > 1 && (
                <Anchor component={Link} to={offersHref({ ...query, page: offers.page - 1 })}>
                  Previous page
                </Anchor>
              )}
              <Text size="sm">
                Page {offers.page} of {pages}
              </Text>
              {offers.page < pages && (
                <Anchor component={Link} to={offersHref({ ...query, page: offers.page + 1 })}>
                  Next page
                </Anchor>
              )}
            </Group>
          )}
        </CardSection>
      )}
    </PageFrame>
  );
}
