import type { StackContext } from '../types';
import { AuthError, errorResponse, unexpectedFailure } from './errors';
import { RateLimiter, SignInThrottle, type LimitedAction } from './rate-limit';
import type { Handler } from './route';
import {
  adminCreateUser,
  adminDeleteUser,
  adminGetUser,
  adminListUsers,
  adminUpdateUser,
  generateLink,
  invite,
} from './routes/admin';
import { health, jwks, settings } from './routes/meta';
import { signup } from './routes/signup';
import { token } from './routes/token';
import { getUser, logout, updateUser } from './routes/user';
import { recover, verifyGet, verifyPost } from './routes/verify';

interface Route {
  method: string;
  pattern: RegExp;
  handler: Handler;
  limit?: LimitedAction;
}

const USER_ID = '([^/]+)';

const ROUTES: Route[] = [
  { method: 'GET', pattern: /^\/\.well-known\/jwks\.json$/, handler: jwks },
  { method: 'GET', pattern: /^\/settings$/, handler: settings },
  { method: 'GET', pattern: /^\/health$/, handler: health },
  { method: 'POST', pattern: /^\/signup$/, handler: signup, limit: 'signup' },
  { method: 'POST', pattern: /^\/token$/, handler: token, limit: 'token' },
  { method: 'POST', pattern: /^\/recover$/, handler: recover, limit: 'recover' },
  { method: 'GET', pattern: /^\/verify$/, handler: verifyGet, limit: 'verify' },
  { method: 'POST', pattern: /^\/verify$/, handler: verifyPost, limit: 'verify' },
  { method: 'GET', pattern: /^\/user$/, handler: getUser },
  { method: 'PUT', pattern: /^\/user$/, handler: updateUser },
  { method: 'POST', pattern: /^\/logout$/, handler: logout },
  { method: 'POST', pattern: /^\/invite$/, handler: invite },
  { method: 'POST', pattern: /^\/admin\/generate_link$/, handler: generateLink },
  { method: 'GET', pattern: /^\/admin\/users$/, handler: adminListUsers },
  { method: 'POST', pattern: /^\/admin\/users$/, handler: adminCreateUser },
  { method: 'GET', pattern: new RegExp(`^/admin/users/${USER_ID}$`), handler: adminGetUser },
  { method: 'PUT', pattern: new RegExp(`^/admin/users/${USER_ID}$`), handler: adminUpdateUser },
  { method: 'DELETE', pattern: new RegExp(`^/admin/users/${USER_ID}$`), handler: adminDeleteUser },
];

/** A path segment, percent-decoded; malformed encoding is the caller's mistake (400), not a server failure. */
function decodeParam(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new AuthError(400, 'validation_failed', 'Malformed percent-encoding in the request path');
  }
}

/** `/auth/v1` with GoTrue's semantics, on the stack's own database, keys and mailbox. */
export function createAuthService(ctx: StackContext) {
  const limiter = new RateLimiter(ctx.config.rateLimits);
  const throttle = new SignInThrottle(ctx.config.rateLimits);
  return {
    async handle(req: Request, path: string): Promise<Response> {
      const p = path.replace(/\/+$/, '') || '/';
      try {
        const candidates = ROUTES.filter((r) => r.pattern.test(p));
        if (!candidates.length) throw new AuthError(404, 'not_found', 'Not Found');
        const route = candidates.find((r) => r.method === req.method || (req.method === 'HEAD' && r.method === 'GET'));
        if (!route) throw new AuthError(405, 'method_not_allowed', 'Method Not Allowed');
        if (route.limit) limiter.hit(route.limit, req);
        const params = (route.pattern.exec(p) ?? []).slice(1).map(decodeParam);
        return await route.handler({ ctx, req, url: new URL(req.url), params, throttle });
      } catch (e) {
        if (e instanceof AuthError) return errorResponse(req, e);
        console.error('[local-stack auth] unexpected error', e);
        return errorResponse(req, unexpectedFailure());
      }
    },
  };
}
