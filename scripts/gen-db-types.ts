/**
 * Writes lib/database.types.ts — the `Database` type for `createClient<Database>()` and the `Tables<…>`,
 * `TablesInsert<…>`, `TablesUpdate<…>`, `Enums<…>`, `CompositeTypes<…>` and `Constants` helpers — from a
 * database migrated with every file of supabase/migrations, in the format `supabase gen types typescript`
 * writes; and `CheckValues`, the lists of values the tables' CHECK constraints allow, for the app's zod schemas,
 * screens and tests to use instead of copies. `npm run db:types`.
 *
 * `--check` writes nothing: it exits 1, saying what to run, when the committed file differs from what the
 * migrations produce (`npm run db:types:check`, part of `npm test`).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startLocalStack } from '../supabase/local';
import { introspectSchema } from './db-types/introspect';
import { renderDatabaseTypes } from './db-types/render';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUTPUT = path.join(ROOT, 'lib/database.types.ts');
const RELATIVE = path.relative(ROOT, OUTPUT);

const check = process.argv.includes('--check');

const stack = await startLocalStack({ port: 0, dataDir: 'memory', seedFile: null });
let generated: string;
try {
  generated = renderDatabaseTypes(await introspectSchema(stack.db, 'public'));
} finally {
  await stack.stop();
}

if (check) {
  const committed = existsSync(OUTPUT) ? readFileSync(OUTPUT, 'utf8') : null;
  if (committed !== generated) {
    if (committed === null) {
      console.error(`${RELATIVE} is missing. Run \`npm run db:types\` and commit the result.`);
    } else {
      console.error(`${RELATIVE} does not match supabase/migrations. Run \`npm run db:types\` and commit the result.`);
      const [was, now] = [committed.split('\n'), generated.split('\n')];
      const at = now.findIndex((line, i) => line !== was[i]);
      const n = at < 0 ? was.length : at;
      console.error(
        `First difference at line ${n + 1}:\n  committed: ${was[n] ?? '(end of file)'}\n  generated: ${now[n] ?? '(end of file)'}`,
      );
    }
    process.exit(1);
  }
  console.log(`${RELATIVE} is up to date with supabase/migrations.`);
} else {
  writeFileSync(OUTPUT, generated);
  console.log(`Wrote ${RELATIVE}.`);
}
