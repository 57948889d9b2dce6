import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { gateway } from './gateway';
import type { StackContext } from './types';

export interface Service {
  handle(req: Request, path: string): Promise<Response>;
}

export interface Routes {
  rest: Service;
  auth: Service;
  storage: Service;
  mailbox: Service;
}

const CORS_HEADERS: Record<string, string> = {
  'access-control-allow-methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
  'access-control-allow-headers':
    'authorization, x-client-info, apikey, content-type, accept, accept-profile, content-profile, prefer, range, ' +
    'x-upsert, x-metadata, cache-control, x-supabase-api-version, x-retry-count, x-region, baggage, sentry-trace',
  'access-control-expose-headers':
    'content-range, content-location, location, preference-applied, x-total-count, link, x-sb-error-code, x-supabase-api-version, range-unit',
  'access-control-max-age': '86400',
};

/** The HTTP front: CORS, the API-key gateway, and routing by path prefix to the services. */
export function createServer(ctx: StackContext, routes: Routes): http.Server {
  return http.createServer((req, res) => {
    handleNode(req, res, ctx, routes).catch((err: unknown) => {
      console.error('[local-stack] unhandled error', err);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: 'Internal server error' }));
    });
  });
}

async function handleNode(req: IncomingMessage, res: ServerResponse, ctx: StackContext, routes: Routes) {
  const origin = req.headers.origin;
  const cors: Record<string, string> = { ...CORS_HEADERS, 'access-control-allow-origin': origin ?? '*', vary: 'Origin' };
  if (origin) cors['access-control-allow-credentials'] = 'true';
  if (req.method === 'OPTIONS') {
    res.writeHead(204, cors);
    res.end();
    return;
  }
  const url = new URL(req.url ?? '/', ctx.config.url);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  // Services see the caller's address as behind Supabase's gateway: in X-Forwarded-For (rate limits use it).
  if (!headers.has('x-forwarded-for') && req.socket.remoteAddress) headers.set('x-forwarded-for', req.socket.remoteAddress);
  const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : await readBody(req);
  const path = url.pathname;
  const route = pickRoute(path, routes);
  let response: Response;
  if (!route) {
    response = Response.json({ message: 'no Route matched with those values' }, { status: 404 });
  } else {
    const gate = await gateway(path, url, headers, ctx.keys);
    if (!gate.ok) {
      response = gate.response;
    } else {
      const request = new Request(url, { method: req.method, headers: gate.headers, body: body?.length ? new Uint8Array(body) : undefined });
      response = await route.service.handle(request, path.slice(route.prefix.length));
    }
  }
  await writeResponse(res, response, cors, req.method === 'HEAD');
}

function pickRoute(path: string, routes: Routes): { prefix: string; service: Service } | undefined {
  const table: [string, Service][] = [
    ['/rest/v1', routes.rest],
    ['/auth/v1', routes.auth],
    ['/storage/v1', routes.storage],
    ['/mailbox', routes.mailbox],
  ];
  for (const [prefix, service] of table) {
    if (path === prefix || path.startsWith(prefix + '/')) return { prefix, service };
  }
  return undefined;
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

async function writeResponse(res: ServerResponse, response: Response, cors: Record<string, string>, head: boolean) {
  const headers: Record<string, string | string[]> = { ...cors };
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  const setCookies = response.headers.getSetCookie();
  if (setCookies.length) headers['set-cookie'] = setCookies;
  const body = head || response.status === 204 || response.status === 304 ? undefined : Buffer.from(await response.arrayBuffer());
  res.writeHead(response.status, headers);
  res.end(body);
}
