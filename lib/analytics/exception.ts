/**
 * GA4's exception event (spec §8: global errors, unhandled rejections and render failures). GA4 keeps at most
 * 100 characters of an event parameter, so the description is cut here, where the cut is visible.
 */
export const EXCEPTION_DESCRIPTION_MAX = 100;

export interface ExceptionParams {
  description: string;
  /** True when the visitor was left looking at an error screen, false when the page carried on. */
  fatal: boolean;
}

declare global {
  interface Window {
    /** Defined only when Google Analytics is configured (components/analytics/google-analytics.tsx). */
    gtag?: (...args: unknown[]) => void;
  }
}

function errorText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && value !== null && 'message' in value && typeof value.message === 'string') {
    const name = 'name' in value && typeof value.name === 'string' && value.name ? value.name : 'Error';
    // Next.js replaces a server error's message with a generic one in production; its digest finds the log line.
    const digest = 'digest' in value && typeof value.digest === 'string' ? `[${value.digest}] ` : '';
    return `${digest}${name}: ${value.message}`;
  }
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/**
 * What the exception event says about a thrown value: the error's name and message on one line, cut to what GA4
 * keeps. The inline reporter (lib/analytics/inline-script.ts) does the same in plain JavaScript.
 */
export function exceptionParams(value: unknown, fatal: boolean): ExceptionParams {
  const text = errorText(value).replace(/\s+/g, ' ').trim() || 'Unknown error';
  const description = text.length > EXCEPTION_DESCRIPTION_MAX ? `${text.slice(0, EXCEPTION_DESCRIPTION_MAX - 1)}…` : text;
  return { description, fatal };
}

/** Sends the exception event when Google Analytics is on the page; without it, does nothing. */
export function reportException(value: unknown, fatal: boolean): void {
  if (typeof window === 'undefined' || typeof window.gtag !== 'function') return;
  window.gtag('event', 'exception', exceptionParams(value, fatal));
}
