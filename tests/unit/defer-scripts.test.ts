import { describe, expect, it } from 'vitest';
import { deferChunkScripts } from '@/lib/page-cache/defer-scripts';

const N = 'Kn4G8enLtkGKA2JwCsMzQA==';
const page = (head: string, body = '<main>Hello</main>') =>
  `<!DOCTYPE html><html><head>${head}</head><body>${body}<script nonce="${N}">self.__next_f.push([1,"x"])</script></body></html>`;

/** The loader's code in a deferred page. */
function loaderOf(html: string): string {
  const match = new RegExp(`<script nonce="${N}">(\\(function\\(\\)[^<]*)</script></body>`).exec(html);
  if (!match) throw new Error('no loader before </body>');
  return match[1] ?? '';
}

interface Added {
  src: string;
  async: boolean;
  nonce: string;
}

/** Runs the loader against a minimal document; returns what it added, and when. */
function run(code: string, visibility: 'visible' | 'hidden') {
  const added: Added[] = [];
  const frames: (() => void)[] = [];
  const tasks: (() => void)[] = [];
  const parsed: (() => void)[] = [];
  const document = {
    currentScript: { nonce: N },
    visibilityState: visibility,
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'DOMContentLoaded') parsed.push(listener);
    },
    createElement: () => ({ src: '', async: false, nonce: '' }),
    head: { appendChild: (element: Added) => added.push(element) },
  };
  new Function('document', 'requestAnimationFrame', 'setTimeout', code)(
    document,
    (callback: () => void) => frames.push(callback),
    (callback: () => void) => tasks.push(callback),
  );
  return { added, frames, tasks, parsed };
}

describe('deferChunkScripts: a cached page paints before its scripts are fetched', () => {
  const html = page(
    `<script src="/_next/static/chunks/a.js" async="" nonce="${N}"></script>` +
      `<script src="/_next/static/chunks/b.js" nonce="${N}" async=""></script>` +
      `<script src="/_next/static/chunks/legacy.js" noModule="" nonce="${N}"></script>` +
      `<link rel="preload" as="script" fetchPriority="low" nonce="${N}" href="/_next/static/chunks/c.js"/>`,
    `<main>Hello</main><script src="/_next/static/chunks/c.js" nonce="${N}" async=""></script>`,
  );
  const deferred = deferChunkScripts(html, N);

  it('leaves out each async chunk and its preload: nothing is fetched before the first paint', () => {
    expect(deferred).not.toMatch(/(src|href)="\/_next\/static\/chunks\/(a|b|c)\.js"/);
    expect(deferred).not.toContain('rel="preload"');
  });

  it('keeps what is not an async chunk of this render: the legacy bundle, inline scripts, the markup', () => {
    expect(deferred).toContain(`<script src="/_next/static/chunks/legacy.js" noModule="" nonce="${N}"></script>`);
    expect(deferred).toContain(`<script nonce="${N}">self.__next_f.push([1,"x"])</script>`);
    expect(deferred).toContain('<main>Hello</main>');
    const foreign = page(
      `<script src="/_next/static/chunks/a.js" async="" nonce="other"></script><script src="/x.js" async=""></script>`,
    );
    expect(deferChunkScripts(foreign, N)).toBe(foreign);
  });

  it('adds the scripts once the first frame is on screen, in their order, with the nonce', () => {
    const { added, frames, tasks } = run(loaderOf(deferred), 'visible');
    expect(added).toEqual([]);
    frames.shift()?.();
    expect(frames).toHaveLength(1); // the first frame paints; the loader waits for the next one
    frames.shift()?.();
    expect(added).toEqual([]); // still inside that frame
    tasks.forEach((task) => task());
    expect(added).toEqual(['a', 'b', 'c'].map((name) => ({ src: `/_next/static/chunks/${name}.js`, async: true, nonce: N })));
  });

  it('adds them when parsing ends if that comes first, so the load event still waits for them; never twice', () => {
    const { added, frames, tasks, parsed } = run(loaderOf(deferred), 'visible');
    parsed.forEach((listener) => listener());
    expect(added.map((element) => element.src)).toEqual(['a', 'b', 'c'].map((name) => `/_next/static/chunks/${name}.js`));
    frames.shift()?.();
    frames.shift()?.();
    tasks.forEach((task) => task());
    expect(added).toHaveLength(3);
  });

  it('adds them at once in a background tab, which paints no frame', () => {
    expect(run(loaderOf(deferred), 'hidden').added).toHaveLength(3);
  });

  it('leaves a page without chunks or without a closing body tag alone', () => {
    const plain = page('<title>x</title>');
    expect(deferChunkScripts(plain, N)).toBe(plain);
    const cut = `<html><head><script src="/_next/static/chunks/a.js" async="" nonce="${N}"></script></head><body>`;
    expect(deferChunkScripts(cut, N)).toBe(cut);
  });

  it('writes URLs into the loader as data: entities decoded, no way out of the script', () => {
    const odd = page(`<script src="/_next/static/chunks/a.js?dpl=1&amp;x=&lt;/script&gt;" async="" nonce="${N}"></script>`);
    const code = loaderOf(deferChunkScripts(odd, N));
    expect(code).not.toContain('</script');
    expect(run(code, 'hidden').added[0]?.src).toBe('/_next/static/chunks/a.js?dpl=1&x=&lt;/script&gt;');
  });
});
