import { Alert, Container } from '@mantine/core';
import type { api } from '@paysight/contract';
import { COUNTRY_CODES, type CountryCode } from '@paysight/contract/core';
import { IconCheck } from '@tabler/icons-react';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/pricing';
import { paths } from '~/config/paths';
import { getCountryCode } from '~/features/auth/api/get-country-code';
import { getPricingShowcase } from '~/features/billing/api/get-pricing-showcase';
import { startCheckout } from '~/features/billing/api/start-checkout';
import {
  parseReturnUrl,
  payButtonText,
  perCredit,
  periodOf,
  priceOf,
  pricingHref,
  taxLine,
  yearlySaving,
} from '~/features/billing/billing-text';
import classes from '~/features/billing/components/billing.module.css';
import { RazorpayCheckout } from '~/features/billing/components/razorpay-checkout';
import { RegionLinks } from '~/features/salary/components/region-links';
import { countryName } from '~/features/salary/salary-text';
import { formField } from '~/lib/form-body';
import { pageMeta } from '~/lib/meta';
import { publicPageHeaders } from '~/lib/page-cache';
import { serverApi } from '~/lib/server-api';
import blocks from '~/shell/page-blocks.module.css';
import shell from '~/shell/shell.module.css';
import { pageQuery } from '~/lib/page-query';

/** A public page: shared caches and the server's page cache may keep it for anonymous visitors, keyed on the query it reads. */
export const handle = pageQuery('region', 'returnUrl', 'cancelled');
export const headers = publicPageHeaders;

const isRegion = (v: string | null): v is CountryCode => (COUNTRY_CODES as readonly string[]).includes(v ?? '');

/**
 * /pricing?region=in&returnUrl=/in/salary/… (SPEC §2.1 Plans): Premium monthly and yearly, JobGPT
 * credit packs, the negotiation service, mock interviews and Enterprise, priced from the server's
 * catalogue (GET /pricing/showcase) in the region's currency. "Buy" is a plain form: the action
 * opens the order (POST /cart/checkout) and sends the browser to pay (the card provider's page, or
 * the test-mode page when no provider is configured), or opens the regional provider's window.
 * Paid, the member comes back to returnUrl.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  const { api } = await import('@paysight/contract');
  const client = serverApi(context, request);
  const asked = search.get('region');
  const region: CountryCode = isRegion(asked) ? asked : await getCountryCode(client, api);
  const showcase = await getPricingShowcase(client, api, region);
  if (!showcase.ok) throw new Error(`GET /pricing/showcase answered ${showcase.status}: ${showcase.message}`);
  const user = context.user;
  return {
    region,
    returnUrl: parseReturnUrl(search.get('returnUrl')),
    cancelled: search.get('cancelled') === '1',
    showcase: showcase.data,
    signedIn: Boolean(user),
    hasPremium: Boolean(user && (user.premium || user.role === 'enterprise' || user.role === 'admin')),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const field = (key: string) => formField(form, key);
  const region = field('region');
  const returnUrl = parseReturnUrl(field('returnUrl'));
  // Signing in first: the login page brings the member back here, to the same region and return page.
  if (!context.user) throw redirect(paths.login({ returnUrl: pricingHref({ region: isRegion(region) ? region : undefined, returnUrl }) }));
  if (!isRegion(region)) return data({ ok: false as const, message: 'region must be in or us' }, { status: 400 });
  const { api } = await import('@paysight/contract');
  const started = await startCheckout(serverApi(context, request), api, {
    product: field('product'),
    region,
    returnUrl,
    provider: field('provider') || null,
  });
  if (!started.ok)
    return data(
      { ok: false as const, message: started.message },
      { status: started.status >= 400 && started.status < 600 ? started.status : 502 },
    );
  if (started.kind === 'redirect') throw redirect(started.url);
  return { ok: true as const, orderId: started.orderId, razorpay: started.options };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? pageMeta(
        {
          title: `Pricing: Premium, JobGPT credits and negotiation in ${countryName(loaderData.region)}`,
          description: `Paysight Premium: no daily search limit, salary CSV export and the switch pages. Plans from ${
            loaderData.showcase.products[0] ? priceOf(loaderData.showcase.products[0]) : ''
          } in ${countryName(loaderData.region)}; credit packs, negotiation coaching and mock interviews.`,
          path: loaderData.region === 'in' ? '/pricing' : '/pricing?region=us',
          // A return page or a cancelled checkout is the same page for another visitor.
          noindex: Boolean(loaderData.returnUrl) || loaderData.cancelled,
        },
        matches,
      )
    : [];

type LoaderData = Route.ComponentProps['loaderData'];
type Product = api.PricingProduct;

/** The buy buttons of one product: one per provider the region offers, the preferred one first. */
function BuyForm({ page, product, label }: { page: LoaderData; product: Product; label?: string }) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('product') === product.id;
  const providers = page.showcase.providers;
  return (
    <Form method="post" className={classes.buyForm} replace>
      <input type="hidden" name="product" value={product.id} />
      <input type="hidden" name="region" value={page.region} />
      {page.returnUrl && <input type="hidden" name="returnUrl" value={page.returnUrl} />}
      {providers.map((provider, i) => (
        <button
          key={provider}
          type="submit"
          name="provider"
          value={provider}
          className={i === 0 ? classes.buyPrimary : classes.buySecondary}
          disabled={busy}
          data-testid={`buy-${product.id}${i === 0 ? '' : `-${provider}`}`}
        >
          {i === 0 ? (label ?? `Buy for ${priceOf(product)}`) : payButtonText(provider, false)}
          {i === 0 && providers.length > 1 && <span className={classes.buyVia}>{payButtonText(provider, true)}</span>}
        </button>
      ))}
    </Form>
  );
}

function Features({ items }: { items: string[] }) {
  return (
    <ul className={classes.features}>
      {items.map((item) => (
        <li key={item}>
          <IconCheck size={16} aria-hidden className={classes.tick} />
          {item}
        </li>
      ))}
    </ul>
  );
}

function Price({ product, note }: { product: Product; note?: string | null }) {
  const tax = taxLine(product);
  return (
    <div className={classes.price}>
      <span className={`${blocks.figure} ${classes.amount}`}>{priceOf(product)}</span>{' '}
      <span className={classes.period}>{periodOf(product)}</span>
      {note && <p className={classes.priceNote}>{note}</p>}
      {tax && <p className={classes.taxNote}>{tax}</p>}
    </div>
  );
}

function PremiumSection({ page }: { page: LoaderData }) {
  const plans = page.showcase.products.filter((p) => p.kind === 'premium');
  const monthly = plans.find((p) => p.interval === 'month');
  const yearly = plans.find((p) => p.interval === 'year');
  return (
    <section className={classes.section} aria-labelledby="premium-title">
      <h2 id="premium-title" className={classes.sectionTitle}>
        Premium
      </h2>
      <p className={classes.sectionNote}>Cancel any time: premium runs to the end of the period you paid for, then stops.</p>
      {page.hasPremium && (
        <Alert color="green" role="status" mb="md">
          You have Premium. <Link to={paths.account()}>Manage it on your account</Link>.
        </Alert>
      )}
      <ul className={classes.cards}>
        {plans.map((plan) => (
          <li
            key={plan.id}
            className={`${blocks.card} ${classes.card}${plan.highlight ? ` ${classes.highlight}` : ''}`}
            data-testid={`plan-${plan.id}`}
          >
            {plan.highlight && <span className={classes.badge}>Best value</span>}
            <h3 className={classes.cardTitle}>{plan.name}</h3>
            <p className={classes.cardText}>{plan.description}</p>
            <Price product={plan} note={plan === yearly ? yearlySaving(yearly, monthly) : null} />
            <Features items={plan.features} />
            {page.hasPremium ? (
              <Link className={classes.buySecondary} to={paths.account()}>
                Manage on your account
              </Link>
            ) : (
              <BuyForm page={page} product={plan} label={`Get ${plan.name}`} />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function OneOffSection({ page, kinds, title, note }: { page: LoaderData; kinds: Product['kind'][]; title: string; note: string }) {
  const products = page.showcase.products.filter((p) => kinds.includes(p.kind));
  if (products.length === 0) return null;
  const id = `${kinds.join('-')}-title`;
  return (
    <section className={classes.section} aria-labelledby={id}>
      <h2 id={id} className={classes.sectionTitle}>
        {title}
      </h2>
      <p className={classes.sectionNote}>{note}</p>
      <ul className={classes.cards}>
        {products.map((product) => (
          <li key={product.id} className={`${blocks.card} ${classes.card}`} data-testid={`product-${product.id}`}>
            <h3 className={classes.cardTitle}>{product.name}</h3>
            <p className={classes.cardText}>{product.description}</p>
            {product.kind === 'interview' ? (
              // A mock interview is one coach's slot, at the coach's price (docs/decisions/052): booked on /gurus.
              <>
                <p className={classes.cardText}>Each coach sets their price; pay when you book a time.</p>
                <Link className={classes.buyPrimary} to={paths.gurus({ region: page.region })} data-testid="choose-coach">
                  Choose a coach and a time
                </Link>
              </>
            ) : (
              <>
                <Price product={product} note={perCredit(product)} />
                <Features items={product.features} />
                <BuyForm page={page} product={product} />
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function EnterpriseSection({ page }: { page: LoaderData }) {
  const { contactEmail, features } = page.showcase.enterprise;
  const mail = (subject: string) => `mailto:${contactEmail}?subject=${encodeURIComponent(subject)}`;
  return (
    <section className={classes.section} aria-labelledby="enterprise-title">
      <div className={`${blocks.columns} ${blocks.card} ${classes.card} ${classes.enterprise}`}>
        <div>
          <h2 id="enterprise-title" className={classes.sectionTitle}>
            Enterprise
          </h2>
          <p className={classes.cardText}>For HR and compensation teams: priced per organisation, with a free trial.</p>
          <Features items={features} />
        </div>
        <div className={classes.enterpriseActions}>
          <a className={classes.buyPrimary} href={mail('Paysight Enterprise')}>
            Contact us
          </a>
          <a className={classes.buySecondary} href={mail('Paysight Enterprise trial')}>
            Ask for a free trial
          </a>
        </div>
      </div>
    </section>
  );
}

export default function PricingPage({ loaderData: page, actionData }: Route.ComponentProps) {
  const { region, showcase } = page;
  return (
    <Container size="lg" py="xl">
      <header className={classes.hero}>
        <span className={shell.eyebrow}>Pricing</span>
        <h1 className={classes.title}>Plans for {countryName(region)}</h1>
        <p className={classes.lead}>
          Prices in {showcase.currency === 'INR' ? 'rupees, GST included' : 'US dollars'}. Every purchase gets a receipt on your account
          page.
        </p>
        <nav className={classes.regionBar} aria-label="Region">
          <RegionLinks
            current={region}
            href={(cc) => pricingHref({ region: cc, returnUrl: page.returnUrl })}
            className={classes.segments}
            linkClassName={classes.segment}
          />
        </nav>
      </header>

      {showcase.testMode && (
        <Alert color="yellow" role="note" title="Test mode — no money moves" mb="lg" data-testid="test-mode">
          No payment provider is configured on this server: checkout runs on Paysight’s own test page and nothing is charged. Everything
          else (premium, receipts, credits) works as it will with real payments.
        </Alert>
      )}
      {page.cancelled && (
        <Alert color="blue" role="status" mb="lg">
          Checkout cancelled: nothing was charged.
        </Alert>
      )}
      {actionData && !actionData.ok && (
        <Alert color="red" role="alert" title="Not started" mb="lg">
          {actionData.message}
        </Alert>
      )}
      {actionData?.ok && <RazorpayCheckout orderId={actionData.orderId} options={actionData.razorpay} />}
      {!page.signedIn && (
        <p className={classes.signInNote}>
          Buying asks you to <Link to={paths.login({ returnUrl: pricingHref({ region, returnUrl: page.returnUrl }) })}>sign in</Link> first,
          then brings you back here.
        </p>
      )}

      <PremiumSection page={page} />
      <OneOffSection
        page={page}
        kinds={['credits']}
        title="JobGPT credits"
        note="Credits pay for JobGPT’s tailored applications and referral bundles. They never expire; your balance and every spend are on your account page."
      />
      <OneOffSection
        page={page}
        kinds={['negotiation', 'interview']}
        title="Coaching"
        note="People who have sat on the other side of the table: a coach for your offer, or a mock interview before the real one."
      />
      <EnterpriseSection page={page} />
    </Container>
  );
}
