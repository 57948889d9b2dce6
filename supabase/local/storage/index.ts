import type { StackContext } from '../types';

export function createStorageService(_ctx: StackContext) {
  return { handle: async (_req: Request, _path: string) => Response.json({ message: 'not implemented' }, { status: 501 }) };
}
