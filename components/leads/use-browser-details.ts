'use client';

import { useEffect, type RefObject } from 'react';

/** The hidden inputs a form needs for the browser details the server cannot see. */
export const BROWSER_DETAIL_FIELDS = ['page_url', 'referrer_url', 'browser_info', 'device_info'] as const;

/**
 * With JavaScript, fills a form's hidden page_url, referrer_url, browser_info and device_info inputs (spec §3's
 * shapes) from the browser. `refresh` re-runs it whenever React may have reset the form (after each submission).
 * Without JavaScript the inputs keep what the server rendered, and the server adds the user agent and address.
 */
export function useBrowserDetails(formRef: RefObject<HTMLFormElement | null>, refresh: unknown) {
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const set = (name: (typeof BROWSER_DETAIL_FIELDS)[number], value: string) => {
      const input = form.elements.namedItem(name);
      if (input instanceof HTMLInputElement) input.value = value;
    };
    set('page_url', window.location.href);
    set('referrer_url', document.referrer);
    set(
      'browser_info',
      JSON.stringify({
        userAgent: navigator.userAgent,
        language: navigator.language,
        platform: navigator.platform,
        cookieEnabled: navigator.cookieEnabled,
        onLine: navigator.onLine,
      }),
    );
    set(
      'device_info',
      JSON.stringify({
        screen: { width: screen.width, height: screen.height, colorDepth: screen.colorDepth, pixelDepth: screen.pixelDepth },
        timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      }),
    );
  }, [formRef, refresh]);
}
