import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { bodyLimitFor, readLimitedBody } from './body';
import { clientAddress, TrustedProxies } from './client-address';
import { gateway } from './gateway';
import { malformedUrl, payloadTooLarge, serviceOf, type ServiceName } from './service-errors';
import { responseBytes } from './text-body';
import type { StackContext } from './types';

export interface Service {
  handle(req: Request, path: string): Promise<Response>;
}

export type Routes = Record<ServiceName, Service>;

/**
 * CORS for the Supabase APIs: any origin, without credentials, as Supabase's gateway answers. supabase-js sends
 * its keys and tokens in headers, never cookies, so pages of the app on another origin need nothing more; and
 * without allow-credentials no page can make a browser send its cookies here and read the answer.
 */
const API_CORS_HEADERS: Record<string, string> = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
  'access-control-allow-headers':
    'authorization, x-client-info, apikey, content-type, accept, accept-profile, content-profile, prefer, range, ' +
    'x-upsert, x-metadata, cache-control, x-supabase-api-version, x-retry-count, x-region, baggage, sentry-trace',
  'access-control-expose-headers':
    'content-range, content-location, location, preference-applied, x-total-count, link, x-sb-error-code, x-supabase-api-version, range-unit',
  'access-control-max-age': '86400',
};

/**
 * The mailbox holds every sign-in link and code, so only its own pages may read it: no CORS headers at all, and
 * CORP so that another origin cannot even embed the JSON; nosniff so it is never run as a script.
 */
const MAILBOX_HEADERS: Record<string, string> = {
  'cross-origin-resource-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
  'cache-control': 'no-store',
};

/**
 * Storage serves files people uploaded: nosniff on every answer (objects, JSON, errors, preflights) so a browser
 * never reads one as another type than the one it is served with, e.g. an "image" as HTML or script.
 */
const STORAGE_HEADERS: Record<string, string> = { ...API_CORS_HEADERS, 'x-content-type-options': 'nosniff' };

const LOOPBACK_HOSTNAMES = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** The HTTP front: CORS, body limits, the caller's address, the API-key gateway, and routing by path prefix. */
export function createServer(ctx: StackContext, routes: Routes): http.Server {
  const proxies = new TrustedProxies(ctx.config.trustedProxies);
  return http.createServer((req, res) => {
    handleNode(req, res, ctx, routes, proxies).catch((err: unknown) => {
      console.error('[local-stack] unhandled error', err);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: 'Internal server error' }));
    });
  });
}

async function handleNode(req: IncomingMessage, res: ServerResponse, ctx: StackContext, routes: Routes, proxies: TrustedProxies) {
  const method = req.method ?? 'GET';
  const head = method === 'HEAD';
  const rawUrl = req.url ?? '/';
  const url = parseUrl(rawUrl, ctx.config.url);
  const path = url?.pathname ?? '/';
  const route = serviceOf(path);
  const service = route?.name;
  const extra = service === 'mailbox' ? MAILBOX_HEADERS : service === 'storage' ? STORAGE_HEADERS : API_CORS_HEADERS;

  if (service === 'mailbox') {
    const refusal = mailboxRefusal(req, method, ctx);
    if (refusal) return writeResponse(res, refusal, extra, head);
  }
  if (method === 'OPTIONS') {
    res.writeHead(204, extra);
    res.end();
    return;
  }

  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  // Services sit behind this front as behind Supabase's gateway: X-Forwarded-For is the caller as the front
  // determined it (rate limits key on it), never what an untrusted caller wrote there.
  const address = clientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], proxies);
  if (address) headers.set('x-forwarded-for', address);
  else headers.delete('x-forwarded-for');

  if (!url || !decodesCleanly(rawUrl)) {
    return writeResponse(res, malformedUrl(service, new Request(ctx.config.url, { headers })), extra, head);
  }

  let body: Buffer | undefined;
  if (method !== 'GET' && !head) {
    const { limit, upload } = bodyLimitFor(method, path, ctx.config);
    const read = await readLimitedBody(req, limit);
    if (read.kind === 'aborted') {
      req.socket.destroy();
      return;
    }
    if (read.kind === 'too_large') {
      // Connection: close ends the socket once the answer is out, so the unread rest of the body is dropped.
      const refusal = payloadTooLarge(service, new Request(ctx.config.url, { headers }), limit, upload);
      return writeResponse(res, refusal, { ...extra, connection: 'close' }, false);
    }
    body = read.body;
  }

  let response: Response;
  if (!route) {
    response = Response.json({ message: 'no Route matched with those values' }, { status: 404 });
  } else {
    const gate = await gateway(path, url, headers, ctx.keys);
    if (!gate.ok) {
      response = gate.response;
    } else {
      const request = new Request(url, { method, headers: gate.headers, body: body?.length ? new Uint8Array(body) : undefined });
      response = await routes[route.name].handle(request, path.slice(route.prefix.length));
    }
  }
  await writeResponse(res, response, extra, head);
}

function parseUrl(raw: string, base: string): URL | undefined {
  try {
    return new URL(raw, base);
  } catch {
    return undefined;
  }
}

/**
 * Whether the raw path and every query key and value percent-decode to UTF-8. URL and URLSearchParams let a
 * stray "%" through as it is, and services that decode again (path segments, ids) would fail with a 500, so
 * the front refuses such a URL once, with a 400 in the service's own error shape.
 */
export function decodesCleanly(rawUrl: string): boolean {
  const q = rawUrl.indexOf('?');
  const rawPath = q < 0 ? rawUrl : rawUrl.slice(0, q);
  const query = q < 0 ? '' : rawUrl.slice(q + 1);
  try {
    decodeURIComponent(rawPath);
    for (const part of query.split(/[&=]/)) decodeURIComponent(part.replaceAll('+', ' '));
    return true;
  } catch {
    return false;
  }
}

/**
 * The mailbox answers its own origin only. A Host that is not this stack's (a DNS-rebinding page) is refused
 * outright; a browser request from another origin may read nothing (no CORS headers), and may not preflight
 * or change anything (403), so a page elsewhere cannot clear the mailbox either.
 */
function mailboxRefusal(req: IncomingMessage, method: string, ctx: StackContext): Response | undefined {
  const host = req.headers.host ?? '';
  if (!isOwnHost(host, ctx)) return Response.json({ message: 'The mailbox answers only at its own address' }, { status: 403 });
  const origin = req.headers.origin;
  const crossOrigin = origin !== undefined && origin !== `http://${host}`;
  if (crossOrigin && method !== 'GET' && method !== 'HEAD') {
    return Response.json({ message: 'Cross-origin requests to the mailbox are not allowed' }, { status: 403 });
  }
  return undefined;
}

function isOwnHost(host: string, ctx: StackContext): boolean {
  try {
    const { hostname } = new URL(`http://${host}`);
    return LOOPBACK_HOSTNAMES.has(hostname) || host === new URL(ctx.config.url).host;
  } catch {
    return false;
  }
}

async function writeResponse(res: ServerResponse, response: Response, extra: Record<string, string>, head: boolean) {
  const headers: Record<string, string | string[]> = { ...extra };
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  const setCookies = response.headers.getSetCookie();
  if (setCookies.length) headers['set-cookie'] = setCookies;
  const body = head || response.status === 204 || response.status === 304 ? undefined : await responseBytes(response);
  res.writeHead(response.status, headers);
  res.end(body);
}
