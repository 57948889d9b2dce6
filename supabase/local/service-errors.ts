import { AuthError, errorResponse } from './auth/errors';
import { StorageError } from './storage/errors';

/** Which service a path belongs to, by its prefix; undefined for paths no service serves. */
export type ServiceName = 'rest' | 'auth' | 'storage' | 'mailbox';

export const SERVICE_PREFIXES: [string, ServiceName][] = [
  ['/rest/v1', 'rest'],
  ['/auth/v1', 'auth'],
  ['/storage/v1', 'storage'],
  ['/mailbox', 'mailbox'],
];

export function serviceOf(path: string): { prefix: string; name: ServiceName } | undefined {
  for (const [prefix, name] of SERVICE_PREFIXES) {
    if (path === prefix || path.startsWith(prefix + '/')) return { prefix, name };
  }
  return undefined;
}

/**
 * Errors the front answers before a service sees the request, each in the shape that service's clients parse:
 * PostgREST's {code, details, hint, message}, GoTrue's (dated or legacy, see auth/errors.ts), Storage's
 * {statusCode, code, error, message} (HTTP 400 with the real status in the body, as Storage renders it).
 * `req` carries the caller's headers, for GoTrue's version negotiation.
 */
export function malformedUrl(service: ServiceName | undefined, req: Request): Response {
  const message = 'Malformed percent-encoding in the request path or query string';
  switch (service) {
    case 'rest':
      return Response.json(
        {
          code: 'PGRST100',
          details: 'Every "%" must start a percent-encoded UTF-8 sequence such as %20 or %C3%A9.',
          hint: null,
          message,
        },
        { status: 400 },
      );
    case 'auth':
      return errorResponse(req, new AuthError(400, 'validation_failed', message));
    case 'storage':
      return new StorageError('InvalidRequest', 400, message).toResponse();
    default:
      return Response.json({ message }, { status: 400 });
  }
}

/**
 * 413 for a body over the limit. PostgREST leaves body limits to the proxy in front of it, so PGRST413 is this
 * stack's own code in PostgREST's shape; GoTrue has no dedicated code and validation_failed is the one auth-js
 * callers already handle; Storage as below.
 */
export function payloadTooLarge(service: ServiceName | undefined, req: Request, limit: number, upload: boolean): Response {
  const details = `The request body is larger than the limit of ${limit} bytes.`;
  switch (service) {
    case 'rest':
      return Response.json({ code: 'PGRST413', details, hint: null, message: 'Payload Too Large' }, { status: 413 });
    case 'auth':
      return errorResponse(req, new AuthError(413, 'validation_failed', `Request body too large: ${details}`));
    case 'storage':
      // An upload over the limit is Storage's EntityTooLarge (as for a bucket's file_size_limit); any other body
      // over the limit is refused by Fastify's bodyLimit, which Storage passes on as a real 413.
      if (upload)
        return new StorageError(
          'EntityTooLarge',
          413,
          'The object exceeded the maximum allowed size',
          'Payload too large',
        ).toResponse();
      return Response.json({ statusCode: '413', error: 'FastifyError', message: 'Request body is too large' }, { status: 413 });
    default:
      return Response.json({ message: 'Payload Too Large', details }, { status: 413 });
  }
}
