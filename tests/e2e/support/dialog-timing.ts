import type { Page } from '@playwright/test';

interface DialogTiming {
  /** performance.now() when the text first showed in the open dialog. */
  shownAt?: number;
  /** performance.now() when, after that, no dialog was open any more. */
  closedAt?: number;
}

type TimedWindow = Window & { __dialogTiming?: DialogTiming };

/**
 * Watches, in the page's own clock, for `text` to appear in the open dialog and for the dialog to close after it.
 * Measured inside the page, the span does not depend on how quickly the test runner polls; and since a timer
 * never fires early, a lower bound on it cannot flake on a slow machine. Call before the action that shows the
 * text; the returned function reads the span (in ms) once the dialog has closed.
 */
export async function watchDialogClose(page: Page, text: string): Promise<() => Promise<number>> {
  await page.evaluate((text) => {
    const timing: DialogTiming = {};
    (window as TimedWindow).__dialogTiming = timing;
    const openDialog = () =>
      [...document.querySelectorAll('[role="dialog"]')].find((d) => d.getAttribute('data-state') !== 'closed');
    const observer = new MutationObserver(() => {
      const dialog = openDialog();
      if (timing.shownAt === undefined) {
        if (dialog?.textContent?.includes(text)) timing.shownAt = performance.now();
      } else if (!dialog) {
        timing.closedAt = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });
  }, text);

  return async () => {
    const { shownAt, closedAt } = await page.evaluate(() => (window as TimedWindow).__dialogTiming ?? {});
    if (shownAt === undefined || closedAt === undefined) {
      throw new Error(`the dialog did not show "${text}" and then close (shown at ${shownAt}, closed at ${closedAt})`);
    }
    return closedAt - shownAt;
  };
}
