import type { StackContext } from '../types';
import type { SignInThrottle } from './rate-limit';

export interface AuthRequest {
  ctx: StackContext;
  req: Request;
  url: URL;
  /** Path segments captured by the route pattern, e.g. the user id of /admin/users/{id}. */
  params: string[];
  /** The auth service's per-account count of wrong passwords (one per stack). */
  throttle: SignInThrottle;
}

export type Handler = (r: AuthRequest) => Promise<Response>;
