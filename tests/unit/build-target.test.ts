import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildMatches, forgetBuildTarget, forgetDataOfOtherDatabases, recordBuildTarget } from '@/scripts/build-target';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function nextDir() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'next-build-'));
  dirs.push(dir);
  writeFileSync(path.join(dir, 'BUILD_ID'), 'abc');
  return dir;
}

const env = {
  NEXT_PUBLIC_SUPABASE_URL: 'http://127.0.0.1:54321',
  NEXT_PUBLIC_SUPABASE_ANON_KEY: 'key-one',
  SUPABASE_LOCAL_DATA_IDENTITY: '7311/postgres',
};

describe('which build npm start may serve', () => {
  it('serves a build made for the same URL, anon key and data', () => {
    const dir = nextDir();
    recordBuildTarget(dir, env);
    expect(buildMatches(dir, { ...env })).toBe(true);
  });

  it('rebuilds when the anon key changed (it is inlined into the browser bundle)', () => {
    const dir = nextDir();
    recordBuildTarget(dir, env);
    expect(buildMatches(dir, { ...env, NEXT_PUBLIC_SUPABASE_ANON_KEY: 'key-two' })).toBe(false);
  });

  it('rebuilds for another URL, or when the local data its pages were prerendered from is gone', () => {
    const dir = nextDir();
    recordBuildTarget(dir, env);
    expect(buildMatches(dir, { ...env, NEXT_PUBLIC_SUPABASE_URL: 'http://127.0.0.1:54331' })).toBe(false);
    expect(buildMatches(dir, { ...env, SUPABASE_LOCAL_DATA_IDENTITY: '9999/postgres' })).toBe(false);
  });

  it('never records the anon key itself', () => {
    const dir = nextDir();
    recordBuildTarget(dir, env);
    expect(readFileSync(path.join(dir, 'SUPABASE_TARGET'), 'utf8')).not.toContain('key-one');
  });

  it('rebuilds a build that stopped half-way: a BUILD_ID without the completion marker', () => {
    const dir = nextDir();
    expect(buildMatches(dir, env)).toBe(false);
  });

  it('a build started over an old one is not served until it completes', () => {
    const dir = nextDir();
    recordBuildTarget(dir, env);
    forgetBuildTarget(dir);
    expect(buildMatches(dir, env)).toBe(false);
    recordBuildTarget(dir, env);
    expect(buildMatches(dir, env)).toBe(true);
  });

  it('builds when there is no build at all', () => {
    const dir = nextDir();
    rmSync(path.join(dir, 'BUILD_ID'));
    expect(buildMatches(dir, env)).toBe(false);
  });
});

describe('the fetch cache follows the data behind the URL', () => {
  it('empties the cache when the data identity changes, and keeps it otherwise', () => {
    const dir = nextDir();
    const cache = path.join(dir, 'cache/fetch-cache');
    forgetDataOfOtherDatabases(dir, 'a/postgres');
    mkdirSync(cache, { recursive: true });
    writeFileSync(path.join(cache, 'entry'), '{}');
    forgetDataOfOtherDatabases(dir, 'a/postgres');
    expect(existsSync(path.join(cache, 'entry'))).toBe(true);
    forgetDataOfOtherDatabases(dir, 'b/postgres');
    expect(existsSync(cache)).toBe(false);
  });
});
