'use client';

import { AlertTriangle } from '@/components/icons/alert-triangle';
import { Home } from '@/components/icons/home';
import { RotateCcw } from '@/components/icons/rotate-ccw';

export interface ErrorScreenProps {
  title?: string;
  message?: string;
  /** Re-renders the failed segment; without it 'Try Again' reloads the page. */
  onRetry?: () => void;
  /** Shown small for support requests; Next.js gives server errors an opaque digest instead of their message. */
  digest?: string;
}

export const DEFAULT_ERROR_TITLE = 'Something went wrong';
export const DEFAULT_ERROR_MESSAGE = "We're sorry, but something unexpected happened. Please try refreshing the page.";

/**
 * The generic error screen of spec §2 and §8. 'Go to Homepage' is a plain anchor, not next/link: after a
 * render failure a full page load is the reliable way out.
 */
export function ErrorScreen({ title = DEFAULT_ERROR_TITLE, message = DEFAULT_ERROR_MESSAGE, onRetry, digest }: ErrorScreenProps) {
  return (
    <div className="flex min-h-[60vh] items-center justify-center px-4 py-16">
      <div role="alert" className="w-full max-w-md text-center">
        <div className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-danger-50">
          <AlertTriangle className="h-7 w-7 text-danger-700" aria-hidden="true" />
        </div>
        <h1 className="mt-5 text-2xl font-bold text-brand-900">{title}</h1>
        <p className="mt-3 text-base leading-7 text-gray-700">{message}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <button type="button" className="btn-primary" onClick={() => (onRetry ? onRetry() : window.location.reload())}>
            <RotateCcw className="h-4 w-4" aria-hidden="true" />
            Try Again
          </button>
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load resets a broken client state */}
          <a href="/" className="btn-secondary">
            <Home className="h-4 w-4" aria-hidden="true" />
            Go to Homepage
          </a>
        </div>
        {digest ? <p className="mt-6 text-xs text-gray-500">Reference: {digest}</p> : null}
      </div>
    </div>
  );
}

/** The digest Next.js attaches to server errors, if any. */
export function errorDigest(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'digest' in error && typeof error.digest === 'string') {
    return error.digest;
  }
  return undefined;
}
