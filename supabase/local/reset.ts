import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { stopStaleServer } from './postgres/stale';

/** A reset keeps the keys: the app's build and any .env file made with them stay valid. */
const KEPT_ON_RESET = new Set(['keys.json', 'signing-key.json']);

/** `npm run db:reset`: removes the database and storage files of dataDir; the next start migrates and seeds anew. */
export async function wipeData(dataDir: string): Promise<void> {
  if (!existsSync(dataDir)) return;
  // Refuses while a running stack uses the directory; stops a server left behind by a killed one.
  await stopStaleServer(path.join(dataDir, 'pgdata'));
  for (const entry of readdirSync(dataDir)) {
    if (!KEPT_ON_RESET.has(entry)) rmSync(path.join(dataDir, entry), { recursive: true, force: true });
  }
  console.log(`Wiped the database and storage in ${dataDir} (keys kept).`);
}
