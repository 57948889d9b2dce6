import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as lucide from 'lucide-react';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Check } from '@/components/icons/check';
import { Search } from '@/components/icons/search';
import { SPRITE_HREF } from '@/components/icons/sprite-href';

type AnyIcon = ComponentType<Record<string, unknown>>;

function render(icon: unknown, props: Record<string, unknown>): string {
  return renderToStaticMarkup(createElement(icon as AnyIcon, props));
}

/** Markup with self-closed elements written out in full, as React writes them. */
function expanded(markup: string): string {
  return markup.replace(/<([a-z]+)([^<>]*?)\/>/g, '<$1$2></$1>');
}

/** The drawing inside Lucide's own <svg> for an icon. */
function lucideDrawing(name: string): string {
  const original = (lucide as unknown as Record<string, unknown>)[name];
  if (!original) throw new Error(`lucide-react has no ${name}`);
  const match = /^<svg[^>]*>(.*)<\/svg>$/s.exec(render(original, {}));
  return match?.[1] ?? '';
}

const DIR = path.join(process.cwd(), 'components/icons');
const SPRITE_DIR = path.join(process.cwd(), 'public/icons');
const files = readdirSync(DIR).filter((file) => !['icon.ts', 'sprite-href.ts'].includes(file) && file.endsWith('.ts'));
const sprite = readFileSync(path.join(process.cwd(), 'public', SPRITE_HREF), 'utf8');
const symbols = new Map(
  [...sprite.matchAll(/<symbol id="([a-z0-9-]+)" viewBox="0 0 24 24">(.*?)<\/symbol>/g)].map(([, id, inner]) => [
    id ?? '',
    expanded(inner ?? ''),
  ]),
);

describe('the sprite', () => {
  it('is the one file in public/icons, named by the hash of its content', () => {
    expect(readdirSync(SPRITE_DIR)).toEqual([path.basename(SPRITE_HREF)]);
    expect(path.basename(SPRITE_HREF)).toBe(`${createHash('sha256').update(sprite).digest('hex').slice(0, 10)}.svg`);
  });

  it('holds one symbol per icon module and nothing else', () => {
    expect(files.length).toBeGreaterThan(90);
    expect([...symbols.keys()].sort()).toEqual(files.map((file) => file.replace(/\.ts$/, '')).sort());
  });
});

describe('every icon draws what lucide-react draws', () => {
  it.each(files)('%s', async (file) => {
    const exports = (await import(path.join(DIR, file))) as Record<string, unknown>;
    const [name, icon] = Object.entries(exports)[0] ?? [];
    const id = file.replace(/\.ts$/, '');
    expect(
      (name ?? '')
        .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
        .replace(/([a-zA-Z])([0-9])/g, '$1-$2')
        .toLowerCase(),
    ).toBe(id);
    expect(symbols.get(id)).toBe(lucideDrawing(name ?? ''));
    expect(render(icon, { className: 'h-4 w-4' })).toBe(
      `<svg aria-hidden="true" class="icon h-4 w-4"><use href="${SPRITE_HREF}#${id}"></use></svg>`,
    );
  });
});

describe('icon attributes', () => {
  it('hides a decorative icon from assistive technology', () => {
    expect(render(Search, { className: 'h-4 w-4' })).toMatch(/^<svg aria-hidden="true"/);
    expect(render(Search, { 'aria-hidden': 'true' }).match(/aria-hidden/g)).toHaveLength(1);
  });

  it('leaves a labelled icon visible to assistive technology', () => {
    const markup = render(Search, { 'aria-label': 'Search', role: 'img' });
    expect(markup).not.toContain('aria-hidden');
    expect(markup).toContain('aria-label="Search"');
    expect(render(Search, { children: createElement('title', null, 'Search') })).toBe(
      `<svg class="icon"><title>Search</title><use href="${SPRITE_HREF}#search"></use></svg>`,
    );
  });

  it('takes Lucide size and strokeWidth props, as style so that they beat the icon class', () => {
    const markup = render(Check, { size: 16, strokeWidth: 3 });
    expect(markup).toContain('style="width:16px;height:16px;stroke-width:3"');
    expect(render(Check, { style: { color: 'red' } })).toContain('style="color:red"');
  });
});
