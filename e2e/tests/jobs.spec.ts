import type { Page } from '@playwright/test';
import { axeViolations, expect, expectShown, test, waitForHydration } from '../fixtures';

const ESTIMATE = /^Estimated [₹$][\d.]+ ?[LkCrM]*(–[₹$][\d.]+ ?[LkCrM]*)? a year from [\d,]+ salar(y|ies) \(not from the employer\)$/;
const POSTED = /^[₹$][\d.,]+ ?[LkCrM]*(–[₹$][\d.,]+ ?[LkCrM]*)? (a year|a month|an hour)$/;

/** Opens /jobs and returns its first card whose pay line is `pay`. */
async function firstCardPaying(page: Page, pay: 'estimate' | 'posted') {
  await page.goto('/jobs');
  await waitForHydration(page);
  return page
    .getByTestId('job-card')
    .filter({ has: page.locator(`[data-pay="${pay}"]`) })
    .first();
}

test.describe('jobs', () => {
  test('/jobs server-renders demo jobs, 10 a page; page 2 keeps the filters in the URL', async ({ openWithoutJavaScript }) => {
    // Without JavaScript: everything below comes from the server, and the filters are a plain GET form.
    const page = await openWithoutJavaScript('/jobs');
    await expect(page).toHaveTitle('Jobs | Paysight');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/jobs$/);
    const cards = page.getByTestId('job-card');
    await expect(cards).toHaveCount(10);
    await expect(cards.first().getByText('Demo job', { exact: true })).toBeVisible();
    const total = Number((await page.getByTestId('jobs-total').textContent())!.replace(/\D/g, ''));
    expect(total).toBeGreaterThan(20);
    // Every card's pay is the employer's range or our estimate, which says it is ours.
    for (const pay of await page.getByTestId('job-pay').all()) {
      const kind = await pay.getAttribute('data-pay');
      await expect(pay).toHaveText(kind === 'estimate' ? ESTIMATE : POSTED);
    }

    // /jobs-search is the same page, its canonical /jobs with the filters.
    await page.goto('/jobs-search?title=engineer');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/jobs\?title=engineer$/);

    // Filter by title and remote with the plain form.
    await page.goto('/jobs');
    const form = page.getByRole('form', { name: 'Job filters' });
    await form.getByLabel('Job title').fill('engineer');
    await form.getByLabel('Remote').selectOption('hybrid');
    await form.getByRole('button', { name: 'Search' }).click();
    await expectShown(page, /\/jobs\?title=engineer&.*remote=hybrid/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Engineer jobs (hybrid)');
    const narrowed = Number((await page.getByTestId('jobs-total').textContent())!.replace(/\D/g, ''));
    expect(narrowed).toBeGreaterThan(10);
    expect(narrowed).toBeLessThan(total);
    for (const card of await cards.all()) {
      await expect(card.getByRole('heading', { level: 2 })).toContainText(/engineer/i);
      await expect(card.getByRole('listitem').filter({ hasText: /^Hybrid$/ })).toHaveCount(1);
    }
    // Page 2 keeps the filters.
    const firstOnPage1 = await cards.first().getByRole('heading').textContent();
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' }).click();
    await expectShown(page, /\/jobs\?title=engineer&remote=hybrid&page=2$/);
    await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(cards.first()).toBeVisible();
    expect(await cards.first().getByRole('heading').textContent()).not.toBe(firstOnPage1);
    await expect(form.getByLabel('Job title')).toHaveValue('engineer');
  });

  test('a choice applies at once with JavaScript; nothing found says so with a way back; a refused filter is a page, not a 500', async ({
    page,
  }) => {
    await page.goto('/jobs?title=engineer');
    await waitForHydration(page);
    await page.getByRole('form', { name: 'Job filters' }).getByLabel('Posted').selectOption('7');
    await expectShown(page, /\/jobs\?title=engineer&posted=7$/);
    await expect(page.getByTestId('job-card').first()).toBeVisible();

    await page.goto('/jobs?title=zzqx-no-such-job');
    await expect(page.getByTestId('jobs-total')).toHaveText('0 jobs');
    await expect(page.getByTestId('jobs-empty')).toContainText('No jobs found');
    await page.getByTestId('jobs-empty').getByRole('link', { name: 'Clear filters' }).click();
    await expectShown(page, /\/jobs$/);
    await expect(page.getByTestId('job-card')).toHaveCount(10);

    const refused = await page.goto('/jobs?page=101');
    expect(refused?.status()).toBe(400);
    await expect(page.getByTestId('jobs-refused')).toContainText('Page must be at most 100');
    await expect(page.getByRole('form', { name: 'Job filters' })).toBeVisible();
  });

  test('a job card opens the job: description, pay line, skills, the company’s pay and Apply', async ({ page }) => {
    const card = await firstCardPaying(page, 'estimate');
    const title = (await card.getByRole('heading', { level: 2 }).textContent())!;
    await card.getByRole('link', { name: title }).click();
    await expectShown(page, /\/jobs\/\d+-[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByText('Demo job', { exact: true })).toBeVisible();
    await expect(page.getByTestId('job-description')).not.toBeEmpty();
    await expect(page.getByTestId('job-pay')).toHaveText(ESTIMATE);
    await expect(page.getByTestId('job-company')).toContainText(/open jobs? at/);
    // Demo jobs apply on the company's page on Paysight; a board's job opens its page in a new tab.
    const apply = page.getByTestId('job-apply');
    await expect(apply).toHaveText('Apply');
    const href = (await apply.getAttribute('href'))!;
    if (/^https?:\/\//.test(href)) {
      await expect(apply).toHaveAttribute('target', '_blank');
      await expect(apply).toHaveAttribute('rel', 'noopener nofollow');
    } else {
      expect(href).toMatch(/^\/(in|us)\/company\/[a-z0-9-]+$/);
    }
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${new URL(page.url()).pathname}$`));

    // The id alone finds the job and redirects to its one URL.
    const id = /\/jobs\/(\d+)-/.exec(page.url())![1]!;
    await page.goto(`/jobs/${id}`);
    await expectShown(page, new RegExp(`/jobs/${id}-[a-z0-9-]+$`));

    // A job with the employer's pay shows it as posted.
    const posted = await firstCardPaying(page, 'posted');
    const postedTitle = (await posted.getByRole('heading', { level: 2 }).textContent())!;
    await posted.getByRole('heading', { level: 2 }).getByRole('link').click();
    await expectShown(page, /\/jobs\/\d+-[a-z0-9-]+$/);
    // The URL moves before the job page replaces the list: wait for its heading first.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(postedTitle);
    await expect(page.getByTestId('job-pay')).toHaveText(POSTED);
  });

  test('a job that is not listed is the not-found page', async ({ page }) => {
    for (const path of ['/jobs/999999', '/jobs/not-a-job']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: '404. Oops!' })).toBeVisible();
    }
  });

  for (const theme of ['light', 'cosmic'] as const) {
    test(`no console errors, nothing wider than a phone, axe passes (${theme})`, async ({ page, gotoWithTheme, consoleErrors }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await gotoWithTheme('/jobs', theme);
      await expect(page.getByTestId('job-card')).toHaveCount(10);
      const jobHref = (await page.getByTestId('job-card').first().getByRole('heading').getByRole('link').getAttribute('href'))!;
      for (const path of ['/jobs', jobHref]) {
        if (path !== '/jobs') {
          await page.goto(path);
          await waitForHydration(page);
        }
        const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: window.innerWidth }));
        expect(widths.page, path).toBeLessThanOrEqual(widths.screen);
        await page.waitForLoadState('networkidle');
        expect(await axeViolations(page, path)).toEqual([]);
      }
      expect(consoleErrors).toEqual([]);
    });
  }
});
