import { rmSync } from 'node:fs';
import path from 'node:path';
import { stackOptionsFromEnv } from './env-options';
import { DEFAULT_DATA_DIR, startLocalStack } from './stack';

/**
 * `npm run supabase:start` runs the local stack in the foreground; `npm run db:reset` (--reset) wipes its data
 * first, so bootstrap, migrations and seed run again. Settings come from SUPABASE_LOCAL_* variables.
 */
async function main() {
  const env = process.env;
  const reset = process.argv.includes('--reset');
  const exitAfterStart = process.argv.includes('--no-serve');
  const dataDir = env.SUPABASE_LOCAL_DATA_DIR || DEFAULT_DATA_DIR;
  if (reset && dataDir !== 'memory') {
    rmSync(path.resolve(dataDir), { recursive: true, force: true });
    console.log(`Wiped ${path.resolve(dataDir)}`);
  }
  // Unset variables are left out, so the stack's defaults (rate limits, body limits) apply as under `npm run dev`.
  const stack = await startLocalStack({ ...stackOptionsFromEnv(env), dataDir });
  const m = stack.migrations;
  console.log(
    [
      'Local Supabase stack started.',
      `         API URL: ${stack.url}`,
      `        anon key: ${stack.anonKey}`,
      `service_role key: ${stack.serviceRoleKey}`,
      ` publishable key: ${stack.publishableKey}`,
      `      secret key: ${stack.secretKey}`,
      `      JWT secret: ${stack.jwtSecret}`,
      `     Mailbox URL: ${stack.mailboxUrl}`,
      `        data dir: ${dataDir === 'memory' ? 'memory' : stack.dataDir}`,
      `      migrations: ${m.applied.length ? m.applied.join(', ') : 'none new'}${m.seeded ? '; seed applied' : ''}`,
    ].join('\n'),
  );
  if (exitAfterStart) {
    await stack.stop();
    return;
  }
  const stop = async () => {
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
