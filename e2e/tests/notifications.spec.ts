import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectShown, PUBLIC_URL, test, waitForAccountMenu, waitForHydration } from '../fixtures';
import { e2eFixtures } from '../support/fixtures-data';

/**
 * The bell (SPEC §2.2, §4, §9). Notifications are raised on the server the way operators raise
 * them (the admins' POST /admin/notifications, with the seeded admin's session): there is no
 * test-only way in.
 */
async function raise(request: APIRequestContext, email: string, text: string, extra: { link?: string; actionText?: string } = {}) {
  const res = await request.post(`${PUBLIC_URL}/api/v1/admin/notifications`, {
    headers: { authorization: `Bearer ${e2eFixtures().admin.token}` },
    data: { emails: [email], text, ...extra },
  });
  expect(res.status(), await res.text()).toBe(200);
  expect(((await res.json()) as { data: { sent: number } }).data.sent).toBe(1);
}

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
const toasts = (page: Page) => page.locator('.mantine-Notification-root');

test.describe('notifications', () => {
  test('a member’s bell counts, a new one arrives live with a toast, opening it marks it read; /notifications works without JavaScript', async ({
    page,
    browser,
    request,
    consoleErrors,
    openSignedIn,
  }) => {
    const { email } = await openSignedIn('bell', '/verified');
    await expect(bell(page)).toHaveAccessibleName('Notifications, 0 unread');

    // Raised on the server while the page is open: it arrives over the socket, with a toast.
    await raise(request, email, 'Your payslip was approved: the salary now counts as verified.', {
      link: '/verified?cc=us',
      actionText: 'See your verifications',
    });
    await expect(toasts(page).filter({ hasText: 'Your payslip was approved' })).toBeVisible();
    await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');

    // Two at once (within the toast's one-second window) make one toast.
    await Promise.all([
      raise(request, email, 'Payment received: ₹3,999 for Premium (monthly).'),
      raise(request, email, 'Your receipt is ready.'),
    ]);
    await expect(toasts(page).filter({ hasText: '2 new notifications' })).toBeVisible();
    await expect(bell(page)).toHaveAccessibleName('Notifications, 3 unread');
    await expect(toasts(page).filter({ hasText: 'Your receipt is ready.' })).toHaveCount(0);

    // The popover lists them newest first, each with its unread dot.
    await bell(page).click();
    const list = page.getByRole('list', { name: 'Newest notifications' });
    await expect(list.getByRole('listitem')).toHaveCount(3);
    await expect(list.getByRole('listitem').first()).toContainText('Your receipt is ready.');
    await expect(list.getByRole('img', { name: 'Unread' })).toHaveCount(3);
    const approved = list.getByRole('button', { name: /Your payslip was approved/ });
    await expect(approved).toContainText('See your verifications');

    // Choosing one follows its link and marks it read: its dot goes, the count drops.
    await approved.click();
    await expectShown(page, /\/verified\?cc=us$/);
    await expect(bell(page)).toHaveAccessibleName('Notifications, 2 unread');
    await bell(page).click();
    await expect(list.getByRole('img', { name: 'Unread' })).toHaveCount(2);
    await expect(list.getByRole('button', { name: /Your payslip was approved/ })).toHaveAttribute('data-read', 'true');
    await page.keyboard.press('Escape');

    // The server-rendered header says the same after a reload.
    await page.reload();
    await waitForAccountMenu(page);
    await expect(bell(page)).toHaveAccessibleName('Notifications, 2 unread');

    // Without JavaScript: /notifications lists them, and its forms mark read.
    const noJs = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
    const plain = await noJs.newPage();
    await plain.goto(`${new URL(page.url()).origin}/notifications`);
    await expect(plain).toHaveTitle('Notifications | Paysight');
    await expect(plain.getByTestId('notifications-summary')).toHaveText('2 unread of 3.');
    const items = plain.getByRole('region', { name: 'Your notifications' }).getByRole('listitem');
    await expect(items).toHaveCount(3);
    await expect(items.nth(0)).toContainText('Your receipt is ready.');
    await expect(items.nth(2)).toHaveAttribute('data-read', 'true');
    await items.nth(0).getByRole('button', { name: 'Mark read' }).click();
    await expect(plain.getByRole('status')).toHaveText('Marked read.');
    await expect(plain.getByTestId('notifications-summary')).toHaveText('1 unread of 3.');
    await plain.getByRole('button', { name: 'Mark all read' }).click();
    await expect(plain.getByTestId('notifications-summary')).toHaveText('All 3 read.');
    await expect(plain.getByRole('img', { name: 'Unread' })).toHaveCount(0);
    // Opening one with a link goes there.
    await items.nth(2).getByRole('button', { name: 'See your verifications' }).click();
    await expect(plain).toHaveURL(/\/verified\?cc=us$/);
    await noJs.close();

    expect(consoleErrors).toEqual([]);
  });

  test('a guest is sent to sign in from /notifications, and a guest’s page never loads the bell nor opens a socket', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    await page.goto('/');
    await waitForHydration(page);
    await page.goto('/notifications');
    await expectShown(page, /\/auth\/login\?returnUrl=%2Fnotifications$/);
    await waitForHydration(page);
    expect(requested.filter((p) => p.startsWith('/socket.io') || p.includes('notification-bell'))).toEqual([]);
  });
});
