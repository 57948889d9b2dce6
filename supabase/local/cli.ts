import path from 'node:path';
import { describeStack, stackOptionsFromEnv } from './env';
import { wipeData } from './reset';
import { startLocalStack, type LocalStack } from './stack';

/**
 * `npm run supabase:start` runs the local stack in the foreground; `npm run db:reset` (--reset) wipes its data
 * first (keeping its keys), so bootstrap, migrations and seed run again. Settings come from SUPABASE_LOCAL_* variables.
 */
async function main() {
  const reset = process.argv.includes('--reset');
  const exitAfterStart = process.argv.includes('--no-serve');
  const options = stackOptionsFromEnv(process.env);
  if (reset && options.dataDir !== 'memory') await wipeData(path.resolve(options.dataDir));
  // A signal during the start waits for it to finish, then stops cleanly; the server stops with us either way.
  const running: { stack?: LocalStack; stopRequested?: boolean } = {};
  const stop = async () => {
    running.stopRequested = true;
    if (!running.stack) return;
    await running.stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  const stack = await startLocalStack(options);
  running.stack = stack;
  if (running.stopRequested) return stop();
  const m = stack.migrations;
  console.log(
    [
      'Local Supabase stack started.',
      describeStack(stack, options.demoKeys ?? false),
      `      migrations: ${m.applied.length ? m.applied.join(', ') : 'none new'}${m.seeded ? '; seed applied' : ''}`,
    ].join('\n'),
  );
  if (exitAfterStart) await stop();
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
