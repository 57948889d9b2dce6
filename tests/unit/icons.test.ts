import { readdirSync } from 'node:fs';
import path from 'node:path';
import * as lucide from 'lucide-react';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Check } from '@/components/icons/check';
import { Search } from '@/components/icons/search';

type AnyIcon = ComponentType<Record<string, unknown>>;

/** An <svg>'s attributes (sorted, Lucide's own xmlns and lucide-* classes left out) and its inner markup. */
function parts(markup: string): { attributes: string[]; inner: string } {
  const match = /^<svg([^>]*)>(.*)<\/svg>$/s.exec(markup);
  if (!match) throw new Error(`not an svg: ${markup}`);
  const attributes = [...(match[1] ?? '').matchAll(/\s([\w:-]+)="([^"]*)"/g)]
    .filter(([, name]) => name !== 'xmlns')
    .map(([, name, value]) =>
      name === 'class'
        ? `class="${(value ?? '')
            .split(' ')
            .filter((c) => c !== 'lucide' && !c.startsWith('lucide-'))
            .join(' ')}"`
        : `${name}="${value}"`,
    )
    .filter((attribute) => attribute !== 'class=""')
    .sort();
  return { attributes, inner: match[2] ?? '' };
}

function render(icon: unknown, props: Record<string, unknown>): string {
  return renderToStaticMarkup(createElement(icon as AnyIcon, props));
}

const DIR = path.join(process.cwd(), 'components/icons');
const files = readdirSync(DIR).filter((file) => file !== 'icon.ts' && file.endsWith('.ts'));

describe('the server-safe icons draw what lucide-react draws', () => {
  it('has the icons the app imports', () => expect(files.length).toBeGreaterThan(90));

  it.each(files)('%s', async (file) => {
    const exports = (await import(path.join(DIR, file))) as Record<string, unknown>;
    const [name, icon] = Object.entries(exports)[0] ?? [];
    expect(name && file).toBe(
      `${(name ?? '')
        .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
        .replace(/([a-zA-Z])([0-9])/g, '$1-$2')
        .toLowerCase()}.ts`,
    );
    const original = (lucide as unknown as Record<string, unknown>)[name ?? ''];
    expect(original, `lucide-react has ${name}`).toBeDefined();
    for (const props of [{ className: 'h-4 w-4 text-brand-700', 'aria-hidden': 'true' }, { className: 'h-5 w-5' }, {}]) {
      expect(parts(render(icon, props))).toEqual(parts(render(original, props)));
    }
  });
});

describe('icon attributes', () => {
  it('hides a decorative icon from assistive technology', () => {
    expect(render(Search, { className: 'h-4 w-4' })).toMatch(/^<svg[^>]* aria-hidden="true"/);
    expect(render(Search, { 'aria-hidden': 'true' }).match(/aria-hidden/g)).toHaveLength(1);
  });

  it('leaves a labelled icon visible to assistive technology', () => {
    const markup = render(Search, { 'aria-label': 'Search', role: 'img' });
    expect(markup).not.toContain('aria-hidden');
    expect(markup).toContain('aria-label="Search"');
  });

  it('takes Lucide size and strokeWidth props', () => {
    const markup = render(Check, { size: 16, strokeWidth: 3 });
    expect(markup).toContain('width="16"');
    expect(markup).toContain('height="16"');
    expect(markup).toContain('stroke-width="3"');
    expect(markup).toContain('viewBox="0 0 24 24"');
  });
});
