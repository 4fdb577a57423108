import type { Locator, Page } from '@playwright/test';
import { expect, expectPhoneWidthAndAxeClean, expectSentToSignIn, expectShown, test, type Theme } from '../fixtures';
import { addEmployerSession } from '../support/auth';
import { fromOurPage, ownWorkspaceWithBands } from '../support/trial-workspace';

/**
 * /compa/offers (issue 29; ADR 054, "Candidate offers"). Each journey starts its own trial workspace
 * with a band group of Software Engineering in Bengaluru made through the API. An admin reaches the
 * page from /compa, is refused an unreadable base with what was typed kept, adds an offer and sees
 * its ratios and bucket as the API has them, marks it sent and removes another, all as plain HTML
 * without JavaScript. A viewer reads without the form; the page with an offer and a refusal fits
 * 390 px and passes axe in both themes.
 */

type ApiOffer = {
  id: number;
  candidate: string;
  status: 'draft' | 'sent';
  band: { compaRatio: number; penetration: number | null; bucket: string; belowMin: boolean; aboveMax: boolean } | null;
  market: { compaRatio: number; equityInclusiveRatio: number | null } | null;
};

async function apiOffers(page: Page): Promise<ApiOffer[]> {
  const answer = await page.request.get('/api/v1/compa/offers');
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { data: { offers: ApiOffer[] } }).data.offers;
}

/** The add form's fields, filled through their labels as a person would. */
async function fillOffer(form: Locator, offer: { candidate: string; base: string }) {
  await form.getByLabel('Candidate').fill(offer.candidate);
  await form.getByLabel('Title').fill('Software Engineer II');
  await form.getByLabel('Level').selectOption({ label: '2 · Mid' });
  await form.getByLabel('Job family').selectOption({ label: 'Software Engineering' });
  await form.getByLabel('Location').fill('Bengaluru');
  await form.getByLabel('Base pay a year').fill(offer.base);
  await form.getByLabel('Bonus target a year').fill('1,80,000');
  await form.getByLabel('Equity a year').fill('3 lakhs');
  await form.getByLabel('Equity type').selectOption({ label: 'RSU' });
}

/** The percentage as the page writes it (−25 %, 75 %). */
const percentText = (p: number | null) =>
  p === null ? '—' : `${p < 0 ? '−' : ''}${Math.abs(p).toLocaleString('en-US', { maximumFractionDigits: 1 })} %`;

test.describe('compa: candidate offers', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('an admin adds an offer and sees its ratios and bucket, is refused an unreadable base, marks one sent and removes another', async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await ownWorkspaceWithBands(page, 'journey', 'offers');
      await page.goto('/compa');
      await page.getByRole('link', { name: 'Candidate offers' }).click();
      await expectShown(page, '/compa/offers');
      await expect(page.getByRole('heading', { level: 1, name: 'Candidate offers' })).toBeVisible();
      await expect(page.getByTestId('offers-summary')).toContainText('No offers yet.');

      // An unreadable base: the API's words, what was typed kept.
      const form = page.getByRole('form', { name: 'Add an offer' });
      await fillOffer(form, { candidate: 'Asha Rao', base: 'a lot' });
      await form.getByRole('button', { name: 'Add the offer' }).click();
      await expect(form.getByRole('alert')).toContainText('body.base: base must be a number');
      await expect(form.getByLabel('Candidate')).toHaveValue('Asha Rao');
      await expect(form.getByLabel('Base pay a year')).toHaveValue('a lot');
      await expect(form.getByLabel('Equity type')).toHaveValue('rsu');

      // Fixed: the offer, its figures as the API has them.
      await form.getByLabel('Base pay a year').fill('18 lakhs');
      await form.getByRole('button', { name: 'Add the offer' }).click();
      await expectShown(page, /\/compa\/offers\?done=add-offer/);
      await expect(page.getByTestId('offer-done')).toHaveText('Offer added: its figures are below.');
      const [asha] = await apiOffers(page);
      expect(asha).toMatchObject({ candidate: 'Asha Rao', status: 'draft' });
      expect(asha!.band, 'the Bengaluru Mid band is used').not.toBeNull();
      const card = page.locator(`li[data-offer="Asha Rao"]`);
      await expect(card.getByRole('heading', { name: 'Asha Rao' })).toBeVisible();
      await expect(card.getByTestId('offer-pay')).toContainText('Base ₹18,00,000 · bonus target ₹1,80,000 · equity ₹3,00,000 a year (rsu)');
      await expect(card.getByTestId('offer-band-ratio')).toHaveText(asha!.band!.compaRatio.toFixed(2));
      await expect(card.getByTestId('offer-penetration')).toContainText(percentText(asha!.band!.penetration));
      await expect(card.getByTestId('offer-bucket')).toHaveText(asha!.band!.bucket);
      await expect(card.getByTestId('offer-band-source')).toContainText('Engineering bands, version 1');
      if (asha!.market) {
        await expect(card.getByTestId('offer-market-ratio')).toHaveText(asha!.market.compaRatio.toFixed(2));
        await expect(card.getByTestId('offer-equity-ratio')).toHaveText(asha!.market.equityInclusiveRatio!.toFixed(2));
      }
      await expect(page.getByTestId('offers-summary')).toContainText('1 offer (1 draft, 0 sent)');

      // A second offer for the same candidate is refused; another candidate's is added.
      await fillOffer(form, { candidate: 'asha rao', base: '20,00,000' });
      await form.getByRole('button', { name: 'Add the offer' }).click();
      await expect(form.getByRole('alert')).toContainText('"asha rao" already has an offer in this workspace');
      await form.getByLabel('Candidate').fill('Vikram Shah');
      await form.getByRole('button', { name: 'Add the offer' }).click();
      await expectShown(page, /done=add-offer/);
      await expect(page.getByTestId('offer-list').locator('li')).toHaveCount(2);

      // Asha's offer goes out; Vikram's is withdrawn.
      await card.getByRole('button', { name: 'Mark sent for Asha Rao' }).click();
      await expectShown(page, /done=mark-sent/);
      await expect(card.getByTestId('offer-status')).toContainText('Sent');
      await page.locator('li[data-offer="Vikram Shah"]').getByRole('button', { name: 'Remove Vikram Shah’s offer' }).click();
      await expectShown(page, /done=remove-offer/);
      await expect(page.getByTestId('offer-list').locator('li')).toHaveCount(1);
      expect((await apiOffers(page)).map((o) => [o.candidate, o.status])).toEqual([['Asha Rao', 'sent']]);

      // The plain filter form: drafts only, and none is left.
      await page.getByRole('form', { name: 'Offer filters' }).getByLabel('Status').selectOption({ label: 'Draft' });
      await page.getByRole('form', { name: 'Offer filters' }).getByRole('button', { name: 'Apply' }).click();
      await expectShown(page, /status=draft/);
      await expect(page.getByText('No offer matches.')).toBeVisible();
    });
  });

  test('a viewer reads without the form', async ({ page, context, baseURL }) => {
    await addEmployerSession(context, baseURL, 'viewer');
    await page.goto('/compa/offers');
    await expect(page.getByRole('heading', { level: 1, name: 'Candidate offers' })).toBeVisible();
    await expect(page.getByText('Analysts and admins of the workspace add offers; you can read them.')).toBeVisible();
    await expect(page.getByRole('form', { name: 'Add an offer' })).toHaveCount(0);
  });

  test('a guest is sent to sign in', ({ page }) => expectSentToSignIn(page, '/compa/offers'));

  test.describe('on a phone, in both themes', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    for (const theme of ['light', 'cosmic'] as Theme[]) {
      test(`an offer's figures and the add form with a refusal fit 390 px and pass axe (${theme})`, async ({
        page,
        gotoWithTheme,
        consoleErrors,
      }) => {
        test.setTimeout(60_000);
        await ownWorkspaceWithBands(page, theme, 'offers');
        for (const [candidate, base] of [
          ['Meera Iyer', 900_000],
          ['Kiran Das', 1_800_000],
          ['Sana Ali', 9_000_000],
        ] as const) {
          const added = await page.request.post('/api/v1/compa/offers', {
            headers: fromOurPage,
            data: {
              candidate,
              title: 'Software Engineer II',
              level: 'Mid',
              family: 'Software Engineering',
              location: 'Bengaluru',
              currency: 'INR',
              base,
            },
          });
          expect(added.ok(), await added.text()).toBe(true);
        }
        await gotoWithTheme('/compa/offers?sort=below-min', theme);
        await expect(page.getByTestId('offer-list').locator('li')).toHaveCount(3);
        const form = page.getByRole('form', { name: 'Add an offer' });
        await fillOffer(form, { candidate: 'Meera Iyer', base: '12 lakhs' });
        await form.getByRole('button', { name: 'Add the offer' }).click();
        await expect(form.getByRole('alert')).toContainText('already has an offer');
        await expectPhoneWidthAndAxeClean(page, `/compa/offers (${theme})`);
        expect(consoleErrors).toEqual(['console.error: Failed to load resource: the server responded with a status of 409 (Conflict)']);
      });
    }
  });
});
