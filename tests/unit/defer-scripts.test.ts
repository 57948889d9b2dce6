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

interface HoldImage {
  src: string;
  onload: (() => void) | null;
  onerror: (() => void) | null;
}

/**
 * Runs the loader against a minimal document and browser: frames, tasks, the end of parsing, the first
 * contentful paint, the holding image's loads and the clock are the test's to advance. Returns what was added.
 */
function run(code: string, { visibility = 'visible', paintTiming = true }: { visibility?: string; paintTiming?: boolean } = {}) {
  const added: Added[] = [];
  const frames: (() => void)[] = [];
  const tasks: (() => void)[] = [];
  const parsed: (() => void)[] = [];
  const images: HoldImage[] = [];
  const sources: string[] = [];
  let observer: ((list: { getEntriesByName: (name: string) => unknown[] }) => void) | null = null;
  let now = 0;
  const document = {
    currentScript: { nonce: N },
    visibilityState: visibility,
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'DOMContentLoaded') parsed.push(listener);
    },
    createElement: () => ({ src: '', async: false, nonce: '' }),
    head: { appendChild: (element: Added) => added.push(element) },
  };
  class FakeObserver {
    static supportedEntryTypes = paintTiming ? ['mark', 'paint'] : ['mark'];
    constructor(callback: typeof observer) {
      observer = callback;
    }
    observe() {}
  }
  class FakeImage implements HoldImage {
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    constructor() {
      images.push(this);
    }
    set src(url: string) {
      sources.push(url);
    }
    get src() {
      return sources.at(-1) ?? '';
    }
  }
  new Function('document', 'requestAnimationFrame', 'setTimeout', 'PerformanceObserver', 'Image', 'Date', code)(
    document,
    (callback: () => void) => frames.push(callback),
    (callback: () => void) => tasks.push(callback),
    FakeObserver,
    FakeImage,
    { now: () => now },
  );
  return {
    added,
    frames,
    tasks,
    /** The end of parsing. */
    parse: () => parsed.forEach((listener) => listener()),
    /** The first contentful paint's entry arriving. */
    paint: () => observer?.({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) }),
    /** The holding image finishing its current load. */
    imageLoads: () => images.forEach((image) => image.onload?.()),
    images,
    sources,
    runTasks: () => tasks.splice(0).forEach((task) => task()),
    advance: (ms: number) => (now += ms),
  };
}

const CHUNKS = ['a', 'b', 'c'].map((name) => `/_next/static/chunks/${name}.js`);

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

  it('adds the scripts once the first contentful paint is on screen, in their order, with the nonce', () => {
    const loader = run(loaderOf(deferred));
    expect(loader.added).toEqual([]);
    loader.paint();
    expect(loader.added).toEqual([]); // still inside the task that delivered the paint
    loader.runTasks();
    expect(loader.added).toEqual(CHUNKS.map((src) => ({ src, async: true, nonce: N })));
    loader.parse();
    expect(loader.added).toHaveLength(3);
    expect(loader.images).toEqual([]); // painted before parsing ended: nothing to hold
  });

  it('when parsing ends before the paint, holds the load event with an image of data: URLs until the paint', () => {
    const loader = run(loaderOf(deferred));
    loader.parse();
    expect(loader.added).toEqual([]);
    expect(loader.images).toHaveLength(1);
    for (let load = 0; load < 4; load++) loader.imageLoads();
    expect(loader.added).toEqual([]);
    expect(loader.sources).toHaveLength(5); // a new load each time, so the load event keeps waiting
    expect(loader.sources.every((url) => url.startsWith('data:image/gif;base64,'))).toBe(true);
    expect(new Set(loader.sources).size).toBe(2);
    loader.paint();
    loader.imageLoads(); // the load in flight ends after the paint: the scripts go in before the load event
    expect(loader.added.map((element) => element.src)).toEqual(CHUNKS);
    expect(loader.sources).toHaveLength(5);
    loader.runTasks();
    loader.imageLoads();
    expect(loader.added).toHaveLength(3);
  });

  it('stops holding after three seconds without a paint', () => {
    const loader = run(loaderOf(deferred));
    loader.parse();
    loader.advance(2999);
    loader.imageLoads();
    expect(loader.added).toEqual([]);
    loader.advance(2);
    loader.imageLoads();
    expect(loader.added).toHaveLength(3);
  });

  it('waits two animation frames in a browser without paint timing', () => {
    const loader = run(loaderOf(deferred), { paintTiming: false });
    loader.frames.shift()?.();
    expect(loader.frames).toHaveLength(1); // the first frame paints; the loader waits for the next one
    loader.frames.shift()?.();
    loader.runTasks();
    expect(loader.added.map((element) => element.src)).toEqual(CHUNKS);
  });

  it('adds them at once in a background tab, which paints no frame', () => {
    expect(run(loaderOf(deferred), { visibility: 'hidden' }).added).toHaveLength(3);
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
    expect(run(code, { visibility: 'hidden' }).added[0]?.src).toBe('/_next/static/chunks/a.js?dpl=1&x=&lt;/script&gt;');
  });
});
