import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { groupDigits } from '@paysight/contract/core';
import { Link, useNavigation } from 'react-router';
import type { Route } from './+types/negotiate';
import { paths } from '~/config/paths';
import { CoachCard } from '~/features/negotiate/components/coach-card';
import { CoachSearch } from '~/features/negotiate/components/coach-search';
import classes from '~/features/negotiate/components/negotiate.module.css';
import { Outcomes } from '~/features/negotiate/components/outcomes';
import { RegionSwitch } from '~/features/negotiate/components/region-switch';
import { ReviewCard } from '~/features/negotiate/components/review-card';
import { negotiateHref, NEGOTIATE_QUERY } from '~/features/negotiate/negotiate-query';
import { negotiateHeading, percent, plural, STEPS, WHAT_YOU_GET } from '~/features/negotiate/negotiate-text';
import { loadNegotiate } from '~/features/negotiate/negotiate.loader';
import { countryName } from '~/features/salary/salary-text';
import { pageMeta } from '~/lib/meta';
import { publicPageHeaders } from '~/lib/page-cache';
import blocks from '~/shell/page-blocks.module.css';
import { LineIcon } from '~/shell/line-icon';
import { DemoDataLabel } from '~/shell/page-frame';
import shell from '~/shell/shell.module.css';
import { pageQuery } from '~/lib/page-query';

/** A public page: shared caches and the server's page cache may keep it for anonymous visitors, keyed on the query it reads. */
export const handle = pageQuery(...NEGOTIATE_QUERY);
export const headers = publicPageHeaders;

/**
 * /negotiate?region=us&q=google&page=2: the negotiation service (SPEC §2.1, §7 Offers): what it
 * includes, how it works, the region's outcomes and reviews, and its coaches with a search.
 * Server-rendered from two API calls. Only the coaches' call counts against the daily search
 * limit (SPEC §8): past it (429) the page is still the page (status 200, its own title, the
 * service, outcomes and reviews), and the coach list says so in place, with the security check's
 * Sign In / Upgrade links, rather than a dialog over a sales page that is not a search.
 * The content is demo content until real coaches join: labelled.
 */
export const loader = (args: Route.LoaderArgs) => loadNegotiate(args);

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? pageMeta(
        {
          title: loaderData.title,
          description: loaderData.description,
          path: loaderData.canonical,
          // A search or a later page of reviews narrows the page: the canonical one is indexed.
          noindex: loaderData.q !== '' || loaderData.page > 1,
        },
        matches,
      )
    : [];

type PageData = Route.ComponentProps['loaderData'];

/** The region at a glance, beside the hero: its coaches (unless searched or hidden) and outcomes. */
function Glance({ data }: { data: PageData }) {
  const { summary } = data.reviews;
  const coaches = data.kind === 'ok' && data.q === '' ? data.coaches.coaches : null;
  const items = [
    ...(coaches && coaches.length > 0
      ? [
          { label: 'Coaches', value: groupDigits(coaches.length) },
          { label: 'Negotiations', value: groupDigits(coaches.reduce((n, c) => n + c.negotiationsDone, 0)) },
        ]
      : []),
    ...(summary.medianUpliftPercent !== null ? [{ label: 'Median uplift', value: `+${percent(summary.medianUpliftPercent)}` }] : []),
    ...(summary.averageRating !== null ? [{ label: 'Rating', value: `${summary.averageRating.toFixed(1)} ★` }] : []),
  ];
  if (items.length === 0) return null;
  return (
    <div className={`${blocks.card} ${classes.glanceCard}`} data-testid="glance">
      <h2 className={classes.glanceTitle}>{`At a glance in ${countryName(data.region)}`}</h2>
      <dl className={`${blocks.terms} ${classes.glance}`}>
        {items.map((item) => (
          <div key={item.label}>
            <dt>{item.label}</dt>
            <dd>{item.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function CoachesSection({ data }: { data: PageData }) {
  const { region, q } = data;
  return (
    <section className={classes.section} id="coaches" aria-labelledby="coaches-title">
      <h2 className={classes.sectionTitle} id="coaches-title">
        {`Coaches for ${countryName(region)}`}
      </h2>
      <p className={classes.sectionNote}>
        Former recruiters, hiring managers and compensation analysts. Search by name, a company they have negotiated with, or a speciality
        such as FAANG or startups.
      </p>
      {data.kind === 'ok' ? (
        <>
          <CoachSearch region={region} q={q} />
          <p className={classes.resultNote} data-testid="coach-count" aria-live="polite">
            {data.coaches.coaches.length === 0 ? (
              <>No coach matches “{q}”. </>
            ) : q ? (
              <>
                {plural(data.coaches.coaches.length, 'coach matches', 'coaches match')} “{q}”.{' '}
              </>
            ) : (
              <>
                {plural(data.coaches.coaches.length, 'coach', 'coaches')} taking clients in {countryName(region)}.
              </>
            )}
            {q && (
              <Link className={blocks.link} to={negotiateHref({ region }, 'coaches')} preventScrollReset>
                Clear search
              </Link>
            )}
          </p>
          {data.coaches.coaches.length > 0 && (
            <ul className={blocks.cardGrid}>
              {data.coaches.coaches.map((coach) => (
                <li key={coach.slug}>
                  <CoachCard coach={coach} />
                </li>
              ))}
            </ul>
          )}
        </>
      ) : (
        // The security check in place of the list: the rest of the page stays readable.
        <div className={blocks.card} data-testid="coaches-limited" role="region" aria-label="Security check">
          <Stack gap="xs">
            <Text fw={700} fz="lg">
              Coaches hidden
            </Text>
            <Text c="dimmed">{data.message}</Text>
            <Group gap="sm" mt="xs">
              {data.upgradeHref && (
                <Button component={Link} to={data.upgradeHref}>
                  Upgrade
                </Button>
              )}
              {data.signInHref && (
                <Button component={Link} to={data.signInHref}>
                  Sign In
                </Button>
              )}
            </Group>
          </Stack>
        </div>
      )}
    </section>
  );
}

function ReviewsSection({ data }: { data: PageData }) {
  const { region, q, page, reviews } = data;
  const pages = Math.max(1, Math.ceil(reviews.total / reviews.pageSize));
  return (
    <section className={classes.section} id="reviews" aria-labelledby="reviews-title">
      <h2 className={classes.sectionTitle} id="reviews-title">
        {`What clients in ${countryName(region)} say`}
      </h2>
      <p className={classes.sectionNote}>
        {reviews.total > 0
          ? `${plural(reviews.total, 'review', 'reviews')}, newest first. Reviewers are shown by first name and initial.`
          : `No reviews from ${countryName(region)} yet.`}
      </p>
      {reviews.items.length > 0 ? (
        <ul className={blocks.cardGrid}>
          {reviews.items.map((review) => (
            <li key={review.id}>
              <ReviewCard review={review} />
            </li>
          ))}
        </ul>
      ) : (
        reviews.total > 0 && (
          <Text c="dimmed">
            There is no page {page} of reviews.{' '}
            <Link className={blocks.link} to={negotiateHref({ region, q }, 'reviews')}>
              Newest reviews
            </Link>
          </Text>
        )
      )}
      {reviews.total > reviews.pageSize && page <= pages && (
        <nav className={classes.pager} aria-label="Review pages">
          {page > 1 ? (
            <Link className={blocks.link} to={negotiateHref({ region, q, page: page - 1 }, 'reviews')} rel="prev">
              ← Newer
            </Link>
          ) : (
            <span className={classes.pagerDisabled} aria-hidden="true">
              ← Newer
            </span>
          )}
          <span data-testid="review-page">
            Page {page} of {pages}
          </span>
          {page < pages ? (
            <Link className={blocks.link} to={negotiateHref({ region, q, page: page + 1 }, 'reviews')} rel="next">
              Older →
            </Link>
          ) : (
            <span className={classes.pagerDisabled} aria-hidden="true">
              Older →
            </span>
          )}
        </nav>
      )}
    </section>
  );
}

export default function NegotiatePage({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const data = loaderData;
  const { region, q, demo } = data;

  return (
    <Container size="lg" pb="xl">
      <Stack gap={48} className={blocks.content} data-loading={navigation.state === 'loading' || undefined}>
        <header className={`${blocks.columns} ${classes.hero}`}>
          <div>
            <Group gap="xs">
              <span className={shell.eyebrow}>Salary negotiation · {countryName(region)}</span>
              {demo && <DemoDataLabel notReal="coaches or clients" />}
            </Group>
            <Title order={1} className={classes.heroTitle}>
              {negotiateHeading}
            </Title>
            <p className={classes.heroText}>
              One-on-one coaching on your job offer from people who have sat on the other side of the table. Know what to ask for, say it
              with confidence, and sign a better offer.
            </p>
            {demo && (
              <p className={classes.demoNote} data-testid="demo-note">
                <strong>Demo data:</strong> the coaches, their records and the reviews on this page are generated demonstration content, not
                real people or clients. They will be replaced when real coaches join.
              </p>
            )}
            <Group gap="sm" mt="lg">
              <Button component={Link} to={paths.offers()} size="md">
                Evaluate my offer
              </Button>
              <Button component="a" href="#coaches" variant="default" size="md">
                Meet the coaches
              </Button>
            </Group>
          </div>
          <Glance data={data} />
        </header>

        <RegionSwitch region={region} q={q} />

        <section className={classes.section} aria-labelledby="outcomes-title">
          <h2 className={classes.sectionTitle} id="outcomes-title">
            {`Outcomes in ${countryName(region)}`}
          </h2>
          <p className={classes.sectionNote}>From the reviews of clients who negotiated an offer in {countryName(region)} with a coach.</p>
          <Outcomes region={region} reviews={data.reviews} />
        </section>

        <section className={classes.section} aria-labelledby="benefits-title">
          <h2 className={classes.sectionTitle} id="benefits-title">
            What you get
          </h2>
          <p className={classes.sectionNote}>Everything you need from the first offer to the signature.</p>
          <ul className={`${blocks.columns} ${classes.benefits}`}>
            {WHAT_YOU_GET.map((item) => (
              <li key={item.title} className={blocks.card}>
                <h3 className={classes.benefitTitle}>
                  <LineIcon className={classes.check} size={18} strokeWidth={2.5}>
                    <path d="M5 12l5 5L20 7" />
                  </LineIcon>
                  {item.title}
                </h3>
                <p className={classes.text}>{item.text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section className={classes.section} aria-labelledby="steps-title">
          <h2 className={classes.sectionTitle} id="steps-title">
            How it works
          </h2>
          <p className={classes.sectionNote}>Five steps, at your pace.</p>
          <ol className={`${blocks.columns} ${classes.steps}`}>
            {STEPS.map((step) => (
              <li key={step.title}>
                <h3 className={classes.stepTitle}>{step.title}</h3>
                <p className={classes.text}>{step.text}</p>
              </li>
            ))}
          </ol>
        </section>

        <CoachesSection data={data} />
        <ReviewsSection data={data} />

        <section className={`${blocks.spread} ${classes.cta}`} aria-labelledby="cta-title">
          <div>
            <h2 className={classes.ctaTitle} id="cta-title">
              Have an offer? Start there.
            </h2>
            <Text c="dimmed" mt={4}>
              Evaluate your offer against the market first; then negotiate with the numbers on your side.
            </Text>
          </div>
          <Button component={Link} to={paths.offers()} size="md" data-testid="cta-offers">
            Evaluate my offer
          </Button>
        </section>
      </Stack>
    </Container>
  );
}
