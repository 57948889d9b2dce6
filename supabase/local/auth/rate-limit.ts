import type { StackConfig } from '../types';
import { AuthError } from './errors';

export type LimitedAction = 'token' | 'signup' | 'recover' | 'verify';

/** Fixed-window counters per action and client address, like GoTrue's per-IP limiters. */
export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(private readonly limits: StackConfig['rateLimits']) {}

  /** Counts the request; throws 429 over_request_rate_limit once the window's allowance is spent. */
  hit(action: LimitedAction, req: Request): void {
    const key = `${action} ${clientIp(req)}`;
    const now = Date.now();
    let w = this.windows.get(key);
    if (!w || now - w.start >= this.limits.windowMs) {
      w = { start: now, count: 0 };
      this.windows.set(key, w);
    }
    w.count++;
    if (w.count > this.limits[action]) throw new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');
  }
}

/** The caller as the gateway saw it: the first X-Forwarded-For entry (GoTrue's GOTRUE_RATE_LIMIT_HEADER). */
export function clientIp(req: Request): string {
  return req.headers.get('x-forwarded-for')?.split(',')[0].trim() || 'unknown';
}
