import type { StackConfig } from '../types';
import { AuthError } from './errors';

export type LimitedAction = 'token' | 'signup' | 'recover' | 'verify';

const overLimit = () => new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');

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
    if (w.count > this.limits[action]) throw overLimit();
  }
}

/** Accounts with failures kept before old entries are swept, so guessed addresses cannot grow the map for ever. */
const SWEEP_ABOVE = 10_000;

/**
 * Wrong passwords per account, from whichever client address: the per-IP limit alone lets one account be
 * guessed at from many addresses. Once `accountFailures` wrong passwords fall within `accountWindowMs`, every
 * sign-in for that address answers 429 over_request_rate_limit (the app's 'Too many sign-in attempts…') until
 * the oldest leaves the window — the right password too, so the lock cannot be used to test guesses. Keyed by
 * the lower-cased address whether or not an account has it, so the answer never tells which exist.
 * In memory, as the per-IP counters: the local stack is one process.
 */
export class SignInThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(private readonly limits: StackConfig['rateLimits']) {}

  /**
   * Called before the password is checked: throws 429 while the account is locked, else records the attempt as
   * a failure at once, so concurrent guesses cannot all slip in before the first is counted. The returned
   * function forgets the account's failures, for when the password proved right.
   */
  begin(email: string): () => void {
    const key = email.trim().toLowerCase();
    const now = Date.now();
    const recent = (this.failures.get(key) ?? []).filter((t) => now - t < this.limits.accountWindowMs);
    if (recent.length >= this.limits.accountFailures) {
      this.failures.set(key, recent);
      throw overLimit();
    }
    recent.push(now);
    this.failures.set(key, recent);
    if (this.failures.size > SWEEP_ABOVE) this.sweep(now);
    return () => this.failures.delete(key);
  }

  private sweep(now: number): void {
    for (const [key, times] of this.failures) {
      if (times.every((t) => now - t >= this.limits.accountWindowMs)) this.failures.delete(key);
    }
  }
}

/** The caller as the gateway saw it: the first X-Forwarded-For entry (GoTrue's GOTRUE_RATE_LIMIT_HEADER). */
export function clientIp(req: Request): string {
  return req.headers.get('x-forwarded-for')?.split(',')[0].trim() || 'unknown';
}
