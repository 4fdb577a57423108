import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAt, expectLimitedForMember, PUBLIC_URL, test, waitForHydration } from '../fixtures';

interface Coach {
  slug: string;
  name: string;
  headline: string;
  specialities: string[];
  companies: string[];
}
interface Profiles {
  coaches: Coach[];
  demo: boolean;
}
interface Review {
  id: number;
  body: string;
  reviewer: { name: string; role: string; company: string | null };
}
interface Reviews {
  summary: { count: number; averageRating: number; medianUpliftPercent: number };
  total: number;
  pageSize: number;
  items: Review[];
  demo: boolean;
}

/** What the page should show, straight from the API. */
async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`/api/v1${path}`);
  expect(response.status(), path).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

const coachNames = (page: Page) => page.getByTestId('coach').getByRole('heading', { level: 3 });
const reviewBodies = (page: Page) => page.getByTestId('review-body');

test.describe('negotiation page, server-rendered', () => {
  test('the service, outcomes, coaches and reviews are in the HTML, labelled as demo data', async ({ request }) => {
    const coaches = await api<Profiles>(request, '/in/negotiator/profiles');
    const reviews = await api<Reviews>(request, '/app-reviews/negotiation?region=in');
    expect(coaches.demo && reviews.demo).toBe(true);
    expect(coaches.coaches.length).toBeGreaterThan(3);

    const response = await request.get('/negotiate');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>Salary Negotiation Coaching in India | Paysight</title>');
    expect(html).toContain('Negotiate your offer with an expert</h1>');
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/negotiate"/>`);
    expect(html).not.toMatch(/<meta name="robots"[^>]*noindex/);
    const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
    expect(description).toContain(`Median uplift ${reviews.summary.medianUpliftPercent}%`);
    // Demo content says so, visibly.
    expect(html).toContain('Demo data</span>');
    expect(html).toContain('generated demonstration content, not real people or clients');
    for (const heading of ['What you get', 'How it works', 'Outcomes in India', 'Coaches for India', 'What clients in India say'])
      expect(html).toContain(heading);
    for (const coach of coaches.coaches) expect(html).toContain(`>${coach.name}</h3>`);
    expect(html).toContain(`+${reviews.summary.medianUpliftPercent}%`);
    expect(html).toContain(reviews.items[0]!.reviewer.name);
    // The call to action: offer evaluation.
    expect(html).toContain('href="/offers"');
    expect(html).toContain('Evaluate my offer');
  });

  test('the US reviews and coaches at ?region=us, with their own canonical URL', async ({ page, request }) => {
    const coaches = await api<Profiles>(request, '/us/negotiator/profiles');
    const reviews = await api<Reviews>(request, '/app-reviews/negotiation?region=us');
    const response = await page.goto('/negotiate?region=us');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle('Salary Negotiation Coaching in United States | Paysight');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${PUBLIC_URL}/negotiate?region=us`);
    await expect(coachNames(page)).toHaveText(coaches.coaches.map((c) => c.name));
    await expect(reviewBodies(page)).toHaveText(reviews.items.map((r) => r.body));
    await expect(page.getByTestId('region-us')).toHaveAttribute('aria-current', 'true');
  });
});

test.describe('negotiation page without JavaScript', () => {
  test('search, region switch and review pages are plain links and forms', async ({ browser, request }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await page.goto('/negotiate');
      const google = await api<Profiles>(request, '/in/negotiator/profiles?q=google');
      await page.getByLabel('Search coaches').fill('google');
      await page.getByRole('button', { name: 'Search' }).click();
      await expectAt(page, '/negotiate?q=google');
      await expect(coachNames(page)).toHaveText(google.coaches.map((c) => c.name));
      await expect(page.getByTestId('coach-count')).toContainText(`match “google”`);

      await page.getByTestId('region-us').click();
      await expectAt(page, '/negotiate?region=us&q=google');
      await expect(page.getByRole('heading', { level: 2, name: 'Coaches for United States' })).toBeVisible();

      const second = await api<Reviews>(request, '/app-reviews/negotiation?region=us&page=2');
      await page.getByRole('link', { name: 'Older →' }).click();
      await expectAt(page, '/negotiate?region=us&q=google&page=2');
      await expect(reviewBodies(page)).toHaveText(second.items.map((r) => r.body));
      await expect(page.getByTestId('review-page')).toHaveText(`Page 2 of ${Math.ceil(second.total / second.pageSize)}`);
    } finally {
      await context.close();
    }
  });
});

test.describe('negotiation page with JavaScript', () => {
  test('searching the coaches and switching region navigate in place', async ({ page, request }) => {
    const faang = await api<Profiles>(request, '/in/negotiator/profiles?q=faang');
    const usReviews = await api<Reviews>(request, '/app-reviews/negotiation?region=us');
    await page.goto('/negotiate');
    await waitForHydration(page);

    await page.getByLabel('Search coaches').fill('FAANG');
    await page.getByLabel('Search coaches').press('Enter');
    await expectAt(page, '/negotiate?q=FAANG');
    await expect(coachNames(page)).toHaveText(faang.coaches.map((c) => c.name));
    for (const coach of faang.coaches) expect(coach.specialities).toContain('FAANG');

    await page.getByRole('link', { name: 'Clear search' }).click();
    await expectAt(page, '/negotiate');
    await expect(page.getByLabel('Search coaches')).toHaveValue('');

    await page.getByTestId('region-us').click();
    await expectAt(page, '/negotiate?region=us');
    await expect(page.getByRole('heading', { level: 2, name: 'What clients in United States say' })).toBeVisible();
    await expect(reviewBodies(page).first()).toHaveText(usReviews.items[0]!.body);

    await expect(page.getByTestId('cta-offers')).toHaveAttribute('href', '/offers');
  });

  test('a search nobody matches says so', async ({ page }) => {
    await page.goto('/negotiate?q=no-such-coach-anywhere');
    await expect(page.getByTestId('coach')).toHaveCount(0);
    await expect(page.getByTestId('coach-count')).toContainText('No coach matches “no-such-coach-anywhere”');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });
});

test.describe('negotiation page, daily search limit', () => {
  test('a member past the daily limit (3 in e2e) still reads the page; the coach list shows the security check in place', async ({
    page,
    pastSearchLimit,
  }) => {
    // India's coaches: /in/negotiator/profiles is the spec's search-limited call (SPEC §8).
    await pastSearchLimit('negotiate-quota', ['/negotiate?q=faang', '/negotiate?q=google', '/negotiate?q=startups'], (p) =>
      p.getByTestId('coach').first(),
    );

    // The fourth search is refused; the sales page around it is not.
    const response = await page.goto('/negotiate');
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await expect(page).toHaveTitle('Salary Negotiation Coaching in India | Paysight');
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Negotiate your offer with an expert' })).toBeVisible();
    for (const heading of ['What you get', 'How it works', 'Outcomes in India', 'What clients in India say'])
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    await expect(page.getByTestId('review').first()).toBeVisible();
    await expect(page.getByTestId('cta-offers')).toBeVisible();

    // Only the coach list is hidden, with the security check where it was.
    await expect(page.getByTestId('coach')).toHaveCount(0);
    const check = page.getByTestId('coaches-limited');
    await expect(check).toContainText('Coaches hidden');
    await expectLimitedForMember(check, '/negotiate');
    // No dialog over the page: the visitor can read it, and scroll to the reviews.
    await expect(page.getByRole('dialog', { name: 'Security check' })).toHaveCount(0);
    await page.getByTestId('review').first().scrollIntoViewIfNeeded();
    await expect(page.getByTestId('review').first()).toBeInViewport();
  });
});
