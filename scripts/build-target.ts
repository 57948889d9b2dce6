import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

type Env = Record<string, string | undefined>;

/**
 * What a build depends on of its Supabase project: the URL and the anon key it inlines (the key by its
 * fingerprint, not in clear), and for a local stack the data its pages were prerendered from.
 */
export function buildTarget(env: Env): string {
  const fingerprint = createHash('sha256')
    .update(env.NEXT_PUBLIC_SUPABASE_ANON_KEY ?? '')
    .digest('hex')
    .slice(0, 16);
  const data = env.SUPABASE_LOCAL_DATA_IDENTITY ? ` data:${env.SUPABASE_LOCAL_DATA_IDENTITY}` : '';
  return `${env.NEXT_PUBLIC_SUPABASE_URL ?? ''} anon-key:${fingerprint}${data}`;
}

const marker = (nextDir: string) => path.join(nextDir, 'SUPABASE_TARGET');

/** Notes, beside a finished build, what it was made for. */
export function recordBuildTarget(nextDir: string, env: Env): void {
  writeFileSync(marker(nextDir), `${buildTarget(env)}\n`);
}

/** Whether the build in nextDir may be served for env: it exists and was made for the same project, key and data. */
export function buildMatches(nextDir: string, env: Env): boolean {
  if (!existsSync(path.join(nextDir, 'BUILD_ID'))) return false;
  // A build made elsewhere (plain `next build`, a CI step) has no marker: trust it, as Next.js itself would.
  if (!existsSync(marker(nextDir))) return true;
  return readFileSync(marker(nextDir), 'utf8').trim() === buildTarget(env);
}

/**
 * Next.js keeps fetched data in .next/cache/fetch-cache across builds and restarts, keyed by URL and headers.
 * A local stack serves other rows under the same URL once its database is new (db:reset, changed migrations or
 * seed), so that cache is emptied when the stack's data identity changes.
 */
export function forgetDataOfOtherDatabases(nextDir: string, identity: string | undefined): void {
  if (!identity) return;
  const file = path.join(nextDir, 'cache/SUPABASE_DATA');
  if (existsSync(file) && readFileSync(file, 'utf8').trim() === identity) return;
  rmSync(path.join(nextDir, 'cache/fetch-cache'), { recursive: true, force: true });
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${identity}\n`);
}
