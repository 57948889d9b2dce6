import type { StackContext } from '../types';

export interface AuthRequest {
  ctx: StackContext;
  req: Request;
  url: URL;
  /** Path segments captured by the route pattern, e.g. the user id of /admin/users/{id}. */
  params: string[];
}

export type Handler = (r: AuthRequest) => Promise<Response>;
