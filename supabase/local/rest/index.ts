import type { StackContext } from '../types';

export interface RestService {
  handle(req: Request, path: string): Promise<Response>;
  reloadSchema(): Promise<void>;
}

export async function createRestService(_ctx: StackContext): Promise<RestService> {
  return {
    handle: async () => Response.json({ message: 'not implemented' }, { status: 501 }),
    reloadSchema: async () => undefined,
  };
}
