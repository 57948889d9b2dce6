import type { NextRequest } from 'next/server';
import { deferChunkScripts } from './defer-scripts';
import { nonceOfPolicy, splitAtNonce, withNonce } from './nonce';
import { lastPublishedAt } from './published';
import { cachedPage, isFresh, storePage, type CachedPage } from './store';

/*
 * The page cache in proxy.ts: answers a cacheable request (./policy.ts) from memory with a fresh nonce, or renders
 * the page once by asking this same server for it (a fill request, which renders as any request does), keeps it,
 * and answers from it. A fill is recognised by a secret header that is random per process (per start, when
 * several processes share a port), so no visitor can make a request skip the proxy's own decisions.
 */

const PAGE_CACHE_HEADER = 'x-page-cache';
const FILL_HEADER = 'x-page-cache-fill';
const FILL_SECRET_KEY = Symbol.for('mba-disha.page-cache.fill-secret');
/** Headers of a rendered page worth keeping with it; the rest are per response (date, cookies, policy, length). */
const KEPT_HEADERS = ['content-type', 'cache-control', 'vary', 'x-robots-tag', 'link'];

/**
 * Random per process, or per start when scripts/next-cluster.ts runs several processes on one port: their fills then
 * land on any of them, and each must recognise the others'. The primary makes it and gives it to its workers only.
 */
function fillSecret(): string {
  const holder = globalThis as typeof globalThis & { [FILL_SECRET_KEY]?: string };
  holder[FILL_SECRET_KEY] ??= process.env.PAGE_CACHE_FILL_SECRET || crypto.randomUUID();
  return holder[FILL_SECRET_KEY];
}

/** Whether this request is the page cache asking its own server for a render. */
export function isFillRequest(request: NextRequest): boolean {
  return request.headers.get(FILL_HEADER) === fillSecret();
}

/** This server's own address: PORT as `next start` was given it (docs/deployment.md), else the request's port. */
function selfUrl(request: NextRequest): string {
  const port = process.env.PORT || request.nextUrl.port || '3000';
  return `http://127.0.0.1:${port}${request.nextUrl.pathname}`;
}

/**
 * A render that shows a failure is served once, never kept: a load error (role="alert", components/site/load-error)
 * or an error boundary Next.js streamed in (its digest), e.g. while the database is away. A page whose own text
 * contains either marker is simply never cached.
 */
const FAILURE_MARKERS = ['role="alert"', 'data-dgst='];

type Rendered = { page: CachedPage; keep: boolean } | { response: Response };

const fills = new Map<string, Promise<Rendered>>();

async function render(request: NextRequest): Promise<Rendered> {
  const renderedAt = Date.now();
  const response = await fetch(selfUrl(request), {
    headers: { accept: 'text/html', [FILL_HEADER]: fillSecret() },
    redirect: 'manual',
    cache: 'no-store',
    signal: AbortSignal.timeout(20_000),
  });
  const renderedWith = nonceOfPolicy(response.headers.get('content-security-policy'));
  const html = response.status === 200 && response.headers.get('content-type')?.startsWith('text/html');
  if (!html || !renderedWith || response.headers.has('set-cookie')) {
    await response.body?.cancel();
    return { response };
  }
  const text = deferChunkScripts(await response.text(), renderedWith);
  const headers = KEPT_HEADERS.flatMap((name): [string, string[]][] => {
    const value = response.headers.get(name);
    return value === null ? [] : [[name, value.split(renderedWith)]];
  });
  const parts = splitAtNonce(text, renderedWith);
  const bytes = parts.reduce((sum, part) => sum + part.byteLength, 0);
  return { page: { parts, headers, renderedAt, bytes }, keep: !FAILURE_MARKERS.some((marker) => text.includes(marker)) };
}

/** One render per page at a time: requests that miss together wait for the same render. */
function renderOnce(key: string, request: NextRequest): Promise<Rendered> {
  let pending = fills.get(key);
  if (!pending) {
    pending = render(request).finally(() => fills.delete(key));
    fills.set(key, pending);
  }
  return pending;
}

/**
 * The page's bytes as a stream of one chunk. Given the bytes themselves, the Response would copy and then transfer
 * them (a byte stream) before Next.js pipes them out: two more passes over 80-160 KiB on every cached answer.
 */
function bodyOf(bytes: Uint8Array): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
}

/**
 * The security headers come from next.config.ts, which Next.js applies to the proxy's answers too. A plain
 * Response: a NextResponse wraps its headers in a cookie store per response, which was 4% of a cached answer.
 */
function respond(page: CachedPage, nonce: string, outcome: 'hit' | 'miss'): Response {
  const response = new Response(bodyOf(withNonce(page.parts, nonce)), { status: 200 });
  for (const [name, parts] of page.headers) response.headers.set(name, parts.join(nonce));
  response.headers.set(PAGE_CACHE_HEADER, outcome);
  return response;
}

/**
 * The response to a cacheable request, with `nonce` in the page; null when the page cache cannot answer (the
 * shared record of publications is unreachable, or the render failed) and the request should render as usual.
 * The caller sets the response's Content-Security-Policy.
 */
export async function servePage(request: NextRequest, nonce: string): Promise<Response | null> {
  const publishedAt = await lastPublishedAt();
  if (publishedAt === null) return null;
  const key = request.nextUrl.pathname;
  const cached = cachedPage(key);
  if (cached && isFresh(cached, publishedAt)) return respond(cached, nonce, 'hit');
  try {
    const rendered = await renderOnce(key, request);
    if ('response' in rendered) return null;
    if (rendered.keep && rendered.page.renderedAt > publishedAt) storePage(key, rendered.page);
    return respond(rendered.page, nonce, 'miss');
  } catch {
    return null;
  }
}
