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

/*
 * The marker is also the build's completion record: it is removed before a build starts and written only once
 * `next build` has exited cleanly. Next.js writes BUILD_ID part-way through, so a build that was stopped half-way
 * has a BUILD_ID and no marker, and serving it fails on files it never wrote (preview-props.json, manifests).
 */

/** Called before a build starts: whatever is in nextDir is no longer a complete build. */
export function forgetBuildTarget(nextDir: string): void {
  rmSync(marker(nextDir), { force: true });
}

/** Notes, beside a finished build, what it was made for. */
export function recordBuildTarget(nextDir: string, env: Env): void {
  writeFileSync(marker(nextDir), `${buildTarget(env)}\n`);
}

/**
 * Whether the build in nextDir may be served for env: it was completed here (it has its marker), it is still
 * there, and it was made for the same project, key and data. A build without a marker (stopped half-way, or made
 * by a bare `next build`) is rebuilt rather than trusted.
 */
export function buildMatches(nextDir: string, env: Env): boolean {
  if (!existsSync(path.join(nextDir, 'BUILD_ID')) || !existsSync(marker(nextDir))) return false;
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
