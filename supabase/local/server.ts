import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { bodyLimitFor, readLimitedBody } from './body';
import { clientAddress, TrustedProxies } from './client-address';
import { gateway } from './gateway';
import { malformedUrl, payloadTooLarge, serviceOf, type ServiceName } from './service-errors';
import type { StackContext } from './types';

export interface Service {
  handle(req: Request, path: string): Promise<Response>;
}

export type Routes = Record<ServiceName, Service>;

const CORS_HEADERS: Record<string, string> = {
  'access-control-allow-methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
  'access-control-allow-headers':
    'authorization, x-client-info, apikey, content-type, accept, accept-profile, content-profile, prefer, range, ' +
    'x-upsert, x-metadata, cache-control, x-supabase-api-version, x-retry-count, x-region, baggage, sentry-trace',
  'access-control-expose-headers':
    'content-range, content-location, location, preference-applied, x-total-count, link, x-sb-error-code, x-supabase-api-version, range-unit',
  'access-control-max-age': '86400',
};

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
  const origin = req.headers.origin;
  const extra: Record<string, string> = { ...CORS_HEADERS, 'access-control-allow-origin': origin ?? '*', vary: 'Origin' };
  if (origin) extra['access-control-allow-credentials'] = 'true';
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

async function writeResponse(res: ServerResponse, response: Response, extra: Record<string, string>, head: boolean) {
  const headers: Record<string, string | string[]> = { ...extra };
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  const setCookies = response.headers.getSetCookie();
  if (setCookies.length) headers['set-cookie'] = setCookies;
  const body = head || response.status === 204 || response.status === 304 ? undefined : Buffer.from(await response.arrayBuffer());
  res.writeHead(response.status, headers);
  res.end(body);
}
