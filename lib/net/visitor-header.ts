import { randomUUID } from 'node:crypto';
import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import { isTrustedPeer, parseTrustedProxies, visitorAddress, type ProxyTrust } from './trusted-proxies';

/**
 * The visitor's address as this server decides it (TRUSTED_PROXIES, lib/net/trusted-proxies.ts), written into
 * every request before Next.js reads it. Next.js hides the socket's address once a client sends its own
 * X-Forwarded-For, so the decision is made where the socket is still known: Node's `http.server.request.start`
 * channel, published just before the server's request handler runs. The header is always overwritten, so what
 * a client sends under the same name never survives.
 */
export const VISITOR_ADDRESS_HEADER = 'x-mbad-visitor-address';

/**
 * The request's id for log lines (read with requestId(), ./request-id.ts), decided in the same place: the
 * X-Request-Id a trusted proxy sent, so one id follows the request through the proxy's logs and ours, else a new
 * UUID. A client's own X-Request-Id is never taken: it could make its requests look like someone else's.
 */
export const REQUEST_ID_HEADER = 'x-mbad-request-id';

/** A UUID, or a proxy's trace id: letters, digits and a few separators, 8 to 128 characters. */
export const WELL_FORMED_REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{7,127}$/;

export function decideRequestId(fromProxy: string | string[] | undefined, peerTrusted: boolean): string {
  const value = typeof fromProxy === 'string' ? fromProxy.trim() : '';
  return peerTrusted && WELL_FORMED_REQUEST_ID.test(value) ? value : randomUUID();
}

const INSTALLED = Symbol.for('mba-disha.visitor-address-header');
type Marked = typeof globalThis & { [INSTALLED]?: boolean };

interface RequestStart {
  request: IncomingMessage;
  socket: Socket;
}

export function installVisitorAddressHeader(trust: ProxyTrust = parseTrustedProxies(process.env.TRUSTED_PROXIES)): void {
  const marked = globalThis as Marked;
  if (marked[INSTALLED]) return;
  subscribe('http.server.request.start', (message) => {
    const { request, socket } = message as RequestStart;
    request.headers[VISITOR_ADDRESS_HEADER] =
      visitorAddress(socket.remoteAddress, request.headers['x-forwarded-for'], trust) ?? 'unknown';
    request.headers[REQUEST_ID_HEADER] = decideRequestId(
      request.headers['x-request-id'],
      isTrustedPeer(socket.remoteAddress, trust),
    );
  });
  marked[INSTALLED] = true;
}

/** Whether this process writes the header itself; if not, a request's copy of it is the client's and means nothing. */
export function visitorAddressHeaderInstalled(): boolean {
  return (globalThis as Marked)[INSTALLED] === true;
}
