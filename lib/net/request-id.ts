import { randomUUID } from 'node:crypto';
import { REQUEST_ID_HEADER, visitorAddressHeaderInstalled, WELL_FORMED_REQUEST_ID } from './visitor-header';

/**
 * The id of the request with these headers, for its log lines: the one this server wrote into the request as it
 * arrived (./visitor-header.ts). Where that hook is not running (tests, a runtime without instrumentation.ts) a
 * request's copy of the header is the client's, so a new id is made; call this once per request and pass it on.
 */
export function requestId(headers: Pick<Headers, 'get'>): string {
  const decided = visitorAddressHeaderInstalled() ? headers.get(REQUEST_ID_HEADER) : null;
  return decided && WELL_FORMED_REQUEST_ID.test(decided) ? decided : randomUUID();
}
