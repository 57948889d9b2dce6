import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import ProfileLoading from '@/app/(site)/profile/loading';
import AdminLoading from '@/app/admin/loading';
import { ErrorScreen } from '@/components/ui/error-screen';
import { LoadingScreen } from '@/components/ui/loading-screen';

/* The loading and error screens of spec §2 and §8, as the server sends them (the words are the spec's). */

const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

describe('the loading screens', () => {
  it("say 'Loading...' by default, announced as a status", () => {
    const html = renderToStaticMarkup(createElement(LoadingScreen));
    expect(html).toContain('role="status"');
    expect(textOf(html)).toBe('Loading...');
  });

  it("say 'Checking authentication...' while /profile checks the session, and 'Checking admin access...' for /admin", () => {
    expect(textOf(renderToStaticMarkup(createElement(ProfileLoading)))).toBe('Checking authentication...');
    expect(textOf(renderToStaticMarkup(createElement(AdminLoading)))).toBe('Checking admin access...');
  });
});

describe('the error screen', () => {
  it("says what happened and offers 'Try Again' and 'Go to Homepage'", () => {
    const html = renderToStaticMarkup(createElement(ErrorScreen, { digest: 'abc123' }));
    const text = textOf(html);
    expect(html).toContain('role="alert"');
    expect(text).toContain('Something went wrong');
    expect(text).toContain("We're sorry, but something unexpected happened. Please try refreshing the page.");
    expect(html).toMatch(/<button type="button"[^>]*>.*Try Again<\/button>/);
    expect(html).toMatch(/<a href="\/"[^>]*>.*Go to Homepage<\/a>/);
    expect(text).toContain('Reference: abc123');
  });
});
