import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

/** Everything that shapes a migrated database; a change to any of it gives a new template. */
export interface TemplateInputs {
  bootstrapFile: string;
  migrationsDir?: string;
  seedFile?: string;
}

export function templateName(inputs: TemplateInputs): string {
  const hash = createHash('sha256');
  hash.update(readFileSync(inputs.bootstrapFile));
  const dir = inputs.migrationsDir;
  if (dir && existsSync(dir)) {
    for (const file of readdirSync(dir)
      .filter((f) => f.endsWith('.sql'))
      .sort()) {
      hash.update(`\n-- ${file}\n`);
      hash.update(readFileSync(path.join(dir, file)));
    }
  }
  if (inputs.seedFile && existsSync(inputs.seedFile)) {
    hash.update('\n-- seed\n');
    hash.update(readFileSync(inputs.seedFile));
  }
  return `template_${hash.digest('hex').slice(0, 24)}`;
}

/** Serialises template builds of every process sharing the server (the integration test workers). */
const TEMPLATE_LOCK = 4_815_162_342;

/**
 * A new database cloned from the named template, built first with `build` (bootstrap, migrations, seed) when
 * no earlier stack on this server made it. A clone is a file copy: a fraction of a second, however many
 * migrations there are. Returns the new database's name.
 */
export async function cloneTemplate(
  socketDir: string,
  template: string,
  build: (database: string) => Promise<void>,
): Promise<string> {
  const admin = new pg.Client({ host: socketDir, database: 'postgres', user: 'postgres' });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    try {
      const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [template]);
      if (!rowCount) {
        const building = `${template}_building`;
        await admin.query(`drop database if exists ${ident(building)} with (force)`);
        await admin.query(`create database ${ident(building)}`);
        await build(building);
        await admin.query(`alter database ${ident(building)} rename to ${ident(template)}`);
        await admin.query(`alter database ${ident(template)} is_template true`);
      }
      const database = `stack_${process.pid}_${randomBytes(4).toString('hex')}`;
      await admin.query(`create database ${ident(database)} template ${ident(template)} strategy file_copy`);
      // Database-level settings are not copied with a template.
      await admin.query(`alter database ${ident(database)} set search_path to "$user", public, extensions`);
      return database;
    } finally {
      await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
    }
  } finally {
    await admin.end();
  }
}

export async function dropDatabase(socketDir: string, database: string): Promise<void> {
  const admin = new pg.Client({ host: socketDir, database: 'postgres', user: 'postgres' });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${ident(database)} with (force)`);
  } finally {
    await admin.end();
  }
}

function ident(name: string): string {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`unexpected database name ${name}`);
  return `"${name}"`;
}
