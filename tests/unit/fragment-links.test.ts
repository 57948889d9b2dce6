import { describe, expect, it } from 'vitest';
import { inAppPath, type LinkClick, type LinkTarget } from '@/lib/navigation/fragment-links';

const ORIGIN = 'https://mbadisha.example';
const click: LinkClick = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };
const link = (href: string, extra: Partial<LinkTarget> = {}): LinkTarget => ({ href, target: '', hasDownload: false, ...extra });

describe('links inside HTML fragments', () => {
  it('navigate within the app on a plain click on a link to this site, keeping query and hash', () => {
    expect(inAppPath(click, link(`${ORIGIN}/colleges/iim-ahmedabad?tab=fees#cutoffs`), ORIGIN)).toBe(
      '/colleges/iim-ahmedabad?tab=fees#cutoffs',
    );
    expect(inAppPath(click, link(`${ORIGIN}/blog`, { target: '_self' }), ORIGIN)).toBe('/blog');
  });

  it('leave to the browser a new tab or window, a middle click, a download and what was already handled', () => {
    const href = `${ORIGIN}/colleges`;
    for (const modifier of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const) {
      expect(inAppPath({ ...click, [modifier]: true }, link(href), ORIGIN)).toBeNull();
    }
    expect(inAppPath({ ...click, button: 1 }, link(href), ORIGIN)).toBeNull();
    expect(inAppPath({ ...click, defaultPrevented: true }, link(href), ORIGIN)).toBeNull();
    expect(inAppPath(click, link(href, { target: '_blank' }), ORIGIN)).toBeNull();
    expect(inAppPath(click, link(href, { hasDownload: true }), ORIGIN)).toBeNull();
  });

  it('leave to the browser links to other sites and other schemes', () => {
    expect(inAppPath(click, link('https://iima.ac.in/admissions'), ORIGIN)).toBeNull();
    expect(inAppPath(click, link('mailto:hello@mbadisha.example'), ORIGIN)).toBeNull();
    expect(inAppPath(click, link('tel:+911234567890'), ORIGIN)).toBeNull();
    expect(inAppPath(click, link('not a url'), ORIGIN)).toBeNull();
  });
});
