/** An error GoTrue would answer with: HTTP status, machine-readable code, human message, optional extra fields. */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const API_VERSION_HEADER = 'x-supabase-api-version';
/** The only dated API version GoTrue knows; requests naming it or a later date get the newer error shape. */
const API_VERSION_2024 = '2024-01-01';

export const badRequest = (code: string, message: string) => new AuthError(400, code, message);
export const unprocessable = (code: string, message: string) => new AuthError(422, code, message);
export const forbidden = (code: string, message: string) => new AuthError(403, code, message);
export const notFound = (code: string, message: string) => new AuthError(404, code, message);

export function weakPasswordError(minLength: number): AuthError {
  return new AuthError(422, 'weak_password', `Password should be at least ${minLength} characters.`, {
    weak_password: { reasons: ['length'] },
  });
}

function requestedVersion(req: Request): string | undefined {
  const raw = req.headers.get(API_VERSION_HEADER)?.trim();
  if (!raw || !/^\d{4}-\d{2}-\d{2}$/.test(raw) || Number.isNaN(Date.parse(raw))) return undefined;
  return raw >= API_VERSION_2024 ? API_VERSION_2024 : undefined;
}

/**
 * GoTrue's two error shapes: auth-js only trusts the string `code` when the response echoes a version header
 * of 2024-01-01 or later, otherwise it reads `error_code` from the legacy body.
 */
export function errorResponse(req: Request, err: AuthError): Response {
  const headers = new Headers({ 'content-type': 'application/json', 'x-sb-error-code': err.code });
  const version = requestedVersion(req);
  let body: Record<string, unknown>;
  if (version) {
    headers.set(API_VERSION_HEADER, version);
    body = { code: err.code, message: err.message, ...err.extra };
  } else {
    body = { code: err.status, error_code: err.code, msg: err.message, ...err.extra };
  }
  return new Response(JSON.stringify(body), { status: err.status, headers });
}

export function unexpectedFailure(message = 'Unexpected failure, please check server logs for more information'): AuthError {
  return new AuthError(500, 'unexpected_failure', message);
}
