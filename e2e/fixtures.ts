import AxeBuilder from '@axe-core/playwright';
import {
  test as base,
  expect,
  type APIRequestContext,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
  type Response,
} from '@playwright/test';
import { A11Y_PAGES } from './support/a11y-pages';
import { addSession } from './support/auth';
import { waitForHydration } from './support/hydration';
import { e2eFixtures, type MemberKey, type SignedInMember } from './support/fixtures-data';

/** The origin the server was told it lives at (PUBLIC_URL); canonical links and the sitemap use it. */
export const PUBLIC_URL = `http://localhost:${Number(process.env.E2E_PORT ?? 3210)}`;
/** The server with the product's own daily search limits (limitsPort in playwright.config.ts). */
export const LIMITS_URL = `http://127.0.0.1:${Number(process.env.E2E_LIMITS_PORT ?? Number(process.env.E2E_PORT ?? 3210) + 20)}`;

export const THEME_STORAGE_KEY = 'paysight-theme';
export type Theme = 'light' | 'cosmic';
export type ColorScheme = 'light' | 'dark';
export const schemeOf = (theme: Theme): ColorScheme => (theme === 'cosmic' ? 'dark' : 'light');

/** What the page did to <html data-mantine-color-scheme>, recorded from before the first script runs. */
export interface ThemeLog {
  /** The attribute when <body> first showed up, i.e. before anything in the body could paint. */
  atFirstBody: string | null;
  /** The attribute after every change made once <body> existed. */
  afterBody: Array<string | null>;
}

declare global {
  interface Window {
    __themeLog?: ThemeLog;
  }
}

/** Installed with addInitScript: runs in every document before the page's own scripts. */
function recordThemeChanges() {
  const log: ThemeLog = { atFirstBody: null, afterBody: [] };
  window.__themeLog = log;
  let bodySeen = false;
  const read = () => document.documentElement?.getAttribute('data-mantine-color-scheme') ?? null;
  new MutationObserver((records) => {
    if (!bodySeen && document.body) {
      bodySeen = true;
      log.atFirstBody = read();
    }
    if (bodySeen && records.some((r) => r.type === 'attributes')) log.afterBody.push(read());
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-mantine-color-scheme'] });
}

export { waitForHydration };

/**
 * The signed-in header parts (plan label, Upgrade, user menu) load lazily: resolves once React owns
 * the account menu, i.e. once they have all rendered and hydrated.
 */
export async function waitForAccountMenu(page: Page) {
  await page.waitForFunction(() => {
    const button = document.querySelector('[aria-label="Account menu"]');
    return button !== null && Object.keys(button).some((key) => key.startsWith('__reactFiber$'));
  });
}

export const colorScheme = (page: Page) => page.locator('html').getAttribute('data-mantine-color-scheme');
export const storedTheme = (page: Page) => page.evaluate((key) => window.localStorage.getItem(key), THEME_STORAGE_KEY);
export const themeLog = (page: Page) => page.evaluate(() => window.__themeLog ?? null);

/** Opens `path` and waits for hydration. */
export async function open(page: Page, path: string) {
  const response = await page.goto(path);
  await waitForHydration(page);
  return response;
}

/** The site search ("Company or job title") in the page's header or hero. */
export const searchBox = (page: Page) => page.getByRole('search').getByLabel('Company or job title');

/** Opens `path`, types `text` in its search and presses Enter. */
export async function searchFrom(page: Page, path: string, text: string) {
  await open(page, path);
  await searchBox(page).fill(text);
  await searchBox(page).press('Enter');
}

/** The HTML the server sends for `path`, before any JavaScript: answered with `status`, as text/html. */
export async function serverHtml(request: APIRequestContext, path: string, status = 200) {
  const response = await request.get(path);
  expect(response.status()).toBe(status);
  expect(response.headers()['content-type']).toContain('text/html');
  return response.text();
}

/** The page's path and query, once it gets there. */
export const expectAt = (page: Page, pathAndQuery: string) => expectShown(page, pathAndQuery);

/**
 * Waits until the address bar's URL matches `expected` (a pattern for the whole URL, a path with its
 * query, or a test of the URL) and the page on screen is that URL's. A client navigation pushes the
 * URL before React commits the new page (root.tsx's data-shown-path): a journey that acts right after
 * a bare URL check can type into the page that is going away, and lose what it typed.
 */
export async function expectShown(page: Page, expected: RegExp | string | ((url: URL) => boolean), options: { timeout?: number } = {}) {
  const matches = (url: URL) =>
    typeof expected === 'function'
      ? expected(url)
      : expected instanceof RegExp
        ? expected.test(url.href)
        : expected.startsWith('/')
          ? `${url.pathname}${url.search}` === expected
          : url.href === expected;
  await expect
    .poll(
      async () => {
        const url = new URL(page.url());
        if (!matches(url)) return `at ${url.pathname}${url.search}`;
        // A document that is not one of the app's pages (no footer), or whose scripts do not run, has no marker to wait for.
        const shown = await page
          .evaluate(() =>
            document.querySelector('footer') === null || !('__reactRouterContext' in window)
              ? null
              : (document.documentElement.dataset.shownPath ?? ''),
          )
          .catch(() => 'navigating');
        return shown === null || shown === `${url.pathname}${url.search}` ? 'shown' : `at ${url.pathname}${url.search}, showing ${shown}`;
      },
      { message: `the page for ${String(expected)} on screen`, ...options },
    )
    .toBe('shown');
}

/** A guest opening `path` is sent to sign in, coming back to `path`. */
export async function expectSentToSignIn(page: Page, path: string) {
  await page.goto(path);
  await expect(page).toHaveURL(new RegExp(`/auth/login\\?returnUrl=${encodeURIComponent(path)}$`));
}

/** The daily search limit of a member in e2e. */
export const DAILY_SEARCHES = 3;

/** Spends a signed-in member's daily searches: each of `paths` answers 200 and shows `figures`. */
export async function spendDailySearches(page: Page, paths: string[], figures: (page: Page) => Locator) {
  expect(paths).toHaveLength(DAILY_SEARCHES);
  for (const path of paths) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(figures(page)).toBeVisible();
  }
}

/**
 * A member past the daily limit opens `limited`: the search is refused (429) but the page comes with
 * its `heading`, without `figures`, under the security check's dialog offering Upgrade (returned).
 */
export async function expectSearchRefused(page: Page, limited: string, heading: string, figures: Locator) {
  const response = await page.goto(limited);
  expect(response?.status()).toBe(429);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await expect(figures).toHaveCount(0);
  const dialog = page.getByRole('dialog', { name: 'Security check' });
  await expect(dialog).toBeVisible();
  await expectLimitedForMember(dialog, limited);
  return dialog;
}

/** The security check's words to a member past the daily limit, with Upgrade coming back to `limited` and no Sign In. */
export async function expectLimitedForMember(check: Locator, limited: string) {
  await expect(check.getByText('Daily search limit has been reached, please signin (or upgrade to premium) to continue!')).toBeVisible();
  await expect(check.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', `/pricing?returnUrl=${encodeURIComponent(limited)}`);
  await expect(check.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
}

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'];
export const PHONE_WIDTH = 390;

/**
 * Content faded while the next page's data loads (PageFrame sets `data-loading`, as a saving Mantine
 * button does). Third-party widgets write the attribute as "false" when idle (ALTCHA's checkbox), so
 * only a present, not-"false" value counts.
 */
export const PAGE_LOADING = '[data-loading]:not([data-loading="false"])';

/** Nothing on the page is wider than a phone and axe finds nothing (`label` names the page in a failure). */
export async function expectPhoneWidthAndAxeClean(page: Page, label?: string) {
  // A page fades while its next data loads (PageFrame): axe reads colours once it is whole again and
  // its transitions have ended (endless animations, such as a spinner's, are not waited for).
  await expect(page.locator(PAGE_LOADING)).toHaveCount(0);
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth), label).toBeLessThanOrEqual(PHONE_WIDTH);
  expect(await axeViolations(page, label)).toEqual([]);
}

/**
 * What axe finds on the page (WCAG 2.0–2.2 A and AA, and best practices): one line per failing element,
 * with the rule, where, and axe's reason, each prefixed by `label` when given. Only violations are
 * collected: axe then lists passes one node each instead of every passing node (a third less time).
 */
export async function axeViolations(page: Page, label?: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).options({ resultTypes: ['violations'] }).analyze();
  return results.violations.flatMap((v) =>
    v.nodes.map(
      (n) => `${label ? `${label}: ` : ''}${v.id} (${v.help}): ${n.target.join(' ')}: ${(n.failureSummary ?? '').replace(/\s+/g, ' ').trim()}`,
    ),
  );
}

/** The footer's Light/Cosmic switch. */
export const themeSwitch = (page: Page) => page.locator('footer').getByRole('radiogroup', { name: 'Theme' });

interface Fixtures {
  /**
   * Opens `path` with a stored theme choice (or, with null, none: the hour decides) and a theme
   * recorder installed, and waits for hydration.
   */
  gotoWithTheme: (path: string, theme: Theme | null) => Promise<Response | null>;
  /** Console errors and uncaught page errors seen during the test. */
  consoleErrors: string[];
  /** Signs the test's context in as its own seeded member (seed.ts, MEMBER_KEYS) or the seeded admin, and returns the member. */
  signInAs: (who: MemberKey | 'admin') => Promise<SignedInMember>;
  /** Another context signed in as a seeded member (e.g. without JavaScript), closed after the test. */
  signedInContext: (who: MemberKey, options?: BrowserContextOptions) => Promise<BrowserContext>;
  /** Signs in as a seeded member (as signInAs), opens `path` and waits until it and the header's account menu are hydrated. */
  openSignedIn: (who: MemberKey, path?: string) => Promise<SignedInMember>;
  /** Opens `path` (answered 200) in a new context without JavaScript, closed after the test: what the server alone renders. */
  openWithoutJavaScript: (path: string) => Promise<Page>;
  /** Signs in as a seeded member (as openSignedIn) and spends their daily searches on `paths` (as spendDailySearches). */
  pastSearchLimit: (who: MemberKey, paths: string[], figures: (page: Page) => Locator) => Promise<SignedInMember>;
}

/**
 * Pages load their scripts after the first paint (apps/web/app/lib/scripts-after-paint.ts): a
 * person sees the page before it is interactive, and so would a test that clicks at once. After
 * each navigation it starts, a test's page waits until React owns the document, as a person waits
 * for a page to be ready; a response that is not one of the app's pages (no footer) does not wait.
 */
async function readyAfterNavigation(page: Page) {
  await waitForHydration(page, { anyPage: true, timeout: 15_000 }).catch(() => undefined);
}

const readyPages = new WeakSet<Page>();

function waitsForReadyPages(page: Page) {
  if (readyPages.has(page)) return page;
  readyPages.add(page);
  for (const name of ['goto', 'reload', 'goBack', 'goForward'] as const) {
    const navigate = page[name].bind(page) as (...args: unknown[]) => Promise<Response | null>;
    (page as unknown as Record<string, unknown>)[name] = async (...args: unknown[]) => {
      const response = await navigate(...args);
      await readyAfterNavigation(page);
      return response;
    };
  }
  return page;
}

export const test = base.extend<Fixtures>({
  // Without JavaScript nothing hydrates: a page is ready once it has loaded, as it is for a person.
  page: async ({ page, javaScriptEnabled }, use) => {
    await use(javaScriptEnabled ? waitsForReadyPages(page) : page);
  },
  context: async ({ context, javaScriptEnabled }, use) => {
    if (javaScriptEnabled) context.on('page', (page) => void waitsForReadyPages(page));
    await use(context);
  },
  gotoWithTheme: async ({ page }, use) => {
    await use(async (path, theme) => {
      await page.addInitScript(
        ({ key, value }) => {
          // Only on the first load of the test: later reloads must see what the page stored itself.
          if (value !== null && !window.sessionStorage.getItem('e2e-theme-seeded')) {
            window.localStorage.setItem(key, value);
            window.sessionStorage.setItem('e2e-theme-seeded', '1');
          }
        },
        { key: THEME_STORAGE_KEY, value: theme },
      );
      await page.addInitScript(recordThemeChanges);
      const response = await page.goto(path);
      await waitForHydration(page);
      return response;
    });
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
    });
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    await use(errors);
  },
  signInAs: async ({ context, baseURL }, use) => {
    await use(async (who) => {
      const member = who === 'admin' ? e2eFixtures().admin : e2eFixtures().members[who];
      await addSession(context, member.token, baseURL!);
      return member;
    });
  },
  openSignedIn: async ({ page, signInAs }, use) => {
    await use(async (who, path = '/') => {
      const member = await signInAs(who);
      await page.goto(path);
      await waitForHydration(page);
      await waitForAccountMenu(page);
      return member;
    });
  },
  pastSearchLimit: async ({ page, openSignedIn }, use) => {
    await use(async (who, paths, figures) => {
      const member = await openSignedIn(who);
      await spendDailySearches(page, paths, figures);
      return member;
    });
  },
  openWithoutJavaScript: async ({ browser }, use) => {
    const opened: BrowserContext[] = [];
    await use(async (path) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      opened.push(context);
      const page = await context.newPage();
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      return page;
    });
    await Promise.all(opened.map((context) => context.close()));
  },
  signedInContext: async ({ browser, baseURL }, use) => {
    const opened: BrowserContext[] = [];
    await use(async (who, options) => {
      const context = await browser.newContext(options);
      opened.push(context);
      await addSession(context, e2eFixtures().members[who].token, baseURL!);
      return context;
    });
    await Promise.all(opened.map((context) => context.close()));
  },
});

/** In both themes at a phone's width: `path` is no wider than the phone, passes axe and logs no console error. */
export function testPhoneWidthAndAxe(name: string, path: string) {
  // accessibility.spec.ts already checks its pages this way (both themes at a phone's width): not twice.
  if (A11Y_PAGES.includes(path))
    throw new Error(`${path} is checked by accessibility.spec.ts (e2e/support/a11y-pages.ts); do not check it again`);
  for (const theme of ['light', 'cosmic'] as const) {
    test(`${name}: nothing wider than a phone, axe passes, no console errors (${theme})`, async ({
      page,
      gotoWithTheme,
      consoleErrors,
    }) => {
      await page.setViewportSize({ width: PHONE_WIDTH, height: 844 });
      await gotoWithTheme(path, theme);
      await waitForHydration(page);
      await expectPhoneWidthAndAxeClean(page);
      expect(consoleErrors).toEqual([]);
    });
  }
}

export { expect };
