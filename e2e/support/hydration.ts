import type { Page } from '@playwright/test';

/**
 * Resolves once React has hydrated the document (React tags hydrated DOM nodes with its fiber; the
 * footer is in every page of the app). `anyPage`: also at once when the response is not one of the
 * app's pages (no footer), as after a navigation a test did not choose the target of.
 */
export async function waitForHydration(page: Page, options: { anyPage?: boolean; timeout?: number } = {}) {
  await page.waitForFunction(
    (anyPage) => {
      const footer = document.querySelector('footer');
      if (footer === null) return anyPage;
      return Object.keys(footer).some((key) => key.startsWith('__reactFiber$'));
    },
    options.anyPage ?? false,
    options.timeout === undefined ? {} : { timeout: options.timeout },
  );
}
