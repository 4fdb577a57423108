import type { Page } from '@playwright/test';
import { e2eFixtures } from '../support/fixtures-data';
import {
  expect,
  expectPhoneWidthAndAxeClean,
  expectShown,
  PHONE_WIDTH,
  serverHtml,
  test,
  themeSwitch,
  waitForHydration,
} from '../fixtures';

/** A wall-clock time `days` ahead at `hour`:00 in India, as a datetime-local field takes it ("2026-12-05T10:00"). */
function indiaTimeIn(days: number, hour: number): string {
  const at = new Date(Date.now() + days * 24 * 3_600_000 + 5.5 * 3_600_000);
  return `${at.toISOString().slice(0, 10)}T${String(hour).padStart(2, '0')}:00`;
}

/** The member works at Infosys now (their verified address is at infosys.com: proved). */
async function workAtInfosys(page: Page, token: string) {
  const career = await page.request.put('/api/v1/profile/career', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      countryCode: 'in',
      positions: [{ company: 'infosys', title: 'Software Engineer', start: '2021-01', end: null }],
      education: [],
    },
  });
  expect(career.status()).toBe(200);
}

test.describe('gurus (/gurus)', () => {
  test('a visitor sees coaches with their slots and record, demo ones labelled, and is asked to sign in; no script needed', async ({
    request,
  }) => {
    const listed = (await (await request.get('/api/v1/gurus/interviewers?company=flipkart')).json()) as {
      data: { items: Array<{ isDemo: boolean; reliability: { percent: number | null } }> };
    };
    expect(listed.data.items.length).toBeGreaterThan(0);
    expect(listed.data.items.every((c) => c.isDemo)).toBe(true);
    const html = await serverHtml(request, '/gurus?company=flipkart');
    expect(html).toContain('Mock interviews with verified employees');
    expect(html).toContain('Demo data');
    expect(html).toContain('A demo coach: their slots show how booking looks, and cannot be booked.');
    expect(html).toMatch(/Came to \d+ of \d+ sessions \(\d+%\)/);
    expect(html).toContain('to book a mock interview, or to coach for your company');
  });

  test('a proved employee offers a slot; a member books it through the test-mode checkout, sees it, cancels and sees the refund', async ({
    page,
    signInAs,
    signedInContext,
    gotoWithTheme,
  }) => {
    // The coach: Infosys is their current company and their verified address proves it.
    const coachContext = await signedInContext('guru-coach');
    const coach = await coachContext.newPage();
    await workAtInfosys(coach, e2eFixtures().members['guru-coach'].token);
    await coach.goto('/gurus');
    await waitForHydration(coach);
    await coach.getByLabel('What you interview for').fill('Backend and system design rounds at Infosys');
    await coach.getByRole('button', { name: 'Coach at Infosys' }).click();
    await expect(coach.getByTestId('outcome-coach')).toContainText('You coach on Paysight now');
    const slotForm = coach.getByRole('form', { name: 'Offer a slot' });
    await slotForm.getByLabel('Starts').fill(indiaTimeIn(5, 10));
    await slotForm.getByLabel('Time zone').selectOption('Asia/Kolkata');
    await slotForm.getByLabel('Length').selectOption('60');
    await slotForm.getByLabel(/^Price/).fill('2500');
    await slotForm.getByRole('button', { name: 'Offer the slot' }).click();
    await expect(coach.getByTestId('outcome-slot')).toContainText('Your slot is offered');
    await expect(coach.getByTestId('own-slots')).toContainText('Free');

    // The member finds it by company and books it: the cart, then the test-mode checkout.
    await signInAs('guru-candidate');
    await page.goto('/gurus?company=infosys');
    await waitForHydration(page);
    const coaches = page.getByTestId('coaches');
    await expect(coaches).toContainText('Backend and system design rounds at Infosys');
    await expect(coaches).toContainText('New coach: no sessions yet');
    await coaches.getByRole('button', { name: /^Book .* 10:00 IST/ }).click();
    await expectShown(page, /\/checkout\/test\/sbx_/);
    await expect(page.getByTestId('test-mode')).toContainText('Test mode — no money moves');
    await expect(page.getByTestId('total')).toHaveText('₹2,500');
    await page.getByTestId('pay').click();

    // Back on /gurus: the session is booked; the coach's address is there to agree the call.
    await page.waitForURL(/\/gurus/, { timeout: 15_000 });
    const bookings = page.getByTestId('guru-bookings');
    await expect(bookings).toContainText('Booked');
    await expect(bookings).toContainText('guru-coach.e2e@infosys.com');
    // The coach sees who booked.
    await coach.reload();
    await expect(coach.getByTestId('own-slots')).toContainText('guru-candidate.e2e@infosys.com');

    // Cancelling shows the refund first (five days ahead: everything), then refunds it.
    await waitForHydration(page);
    await bookings.getByRole('link', { name: 'Cancel…' }).click();
    await expect(page.getByTestId('refund-quote')).toHaveText(/You get ₹2,500 back \(100%\): everything back/);
    await page.getByRole('button', { name: 'Cancel the session and refund ₹2,500' }).click();
    await expect(page.getByTestId('outcome-cancel')).toContainText('Cancelled. 100% of the price is refunded');
    await expect(async () => {
      await page.reload();
      await expect(page.getByTestId('guru-bookings')).toContainText('Refund: ₹2,500 (100%) refunded');
    }).toPass({ timeout: 20_000 });
    await expect(page.getByTestId('guru-bookings')).toContainText('Cancelled by you');

    // The member's page, with their sessions, at a phone's width and axe-clean in both themes; the coach's too.
    await page.setViewportSize({ width: PHONE_WIDTH, height: 844 });
    await gotoWithTheme('/gurus', 'light');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
    await expectPhoneWidthAndAxeClean(page, 'member /gurus (light)');
    await themeSwitch(page).getByText('Cosmic', { exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await expectPhoneWidthAndAxeClean(page, 'member /gurus (cosmic)');
    await coach.setViewportSize({ width: PHONE_WIDTH, height: 844 });
    await coach.reload();
    await expectPhoneWidthAndAxeClean(coach, 'coach /gurus');
  });

  test('without JavaScript a proved employee becomes a coach and offers a slot with the plain forms', async ({ signedInContext }) => {
    const context = await signedInContext('guru-nojs', { javaScriptEnabled: false });
    const page = await context.newPage();
    await workAtInfosys(page, e2eFixtures().members['guru-nojs'].token);
    await page.goto('/gurus');
    await page.getByLabel('Members you coach').selectOption('us');
    await page.getByLabel('What you interview for').fill('Coding rounds for US roles at Infosys');
    await page.getByRole('button', { name: 'Coach at Infosys' }).click();
    await expect(page.getByTestId('outcome-coach')).toContainText('You coach on Paysight now');
    const slotForm = page.getByRole('form', { name: 'Offer a slot' });
    await expect(slotForm.getByLabel(/^Price/)).toHaveAttribute('min', '10');
    await slotForm.getByLabel('Starts').fill(indiaTimeIn(7, 9));
    await slotForm.getByLabel('Time zone').selectOption('America/New_York');
    await slotForm.getByLabel(/^Price/).fill('120');
    await slotForm.getByRole('button', { name: 'Offer the slot' }).click();
    await expect(page.getByTestId('outcome-slot')).toContainText('Your slot is offered');
    await expect(page.getByTestId('own-slots')).toContainText('09:00 ET');
    await expect(page.getByTestId('own-slots')).toContainText('$120');
  });
});
