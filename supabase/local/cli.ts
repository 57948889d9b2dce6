import { rmSync } from 'node:fs';
import path from 'node:path';
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
  const limit = (name: string) => (env[name] ? Number(env[name]) : undefined);
  const stack = await startLocalStack({
    port: env.SUPABASE_LOCAL_PORT ? Number(env.SUPABASE_LOCAL_PORT) : 54321,
    dataDir,
    confirmEmail: env.SUPABASE_LOCAL_CONFIRM_EMAIL === 'true',
    siteUrl: env.SUPABASE_LOCAL_SITE_URL || undefined,
    additionalRedirectUrls: env.SUPABASE_LOCAL_REDIRECT_URLS?.split(',').filter(Boolean),
    rateLimits: {
      token: limit('SUPABASE_LOCAL_RATE_LIMIT_TOKEN'),
      signup: limit('SUPABASE_LOCAL_RATE_LIMIT_SIGNUP'),
      recover: limit('SUPABASE_LOCAL_RATE_LIMIT_RECOVER'),
    },
  });
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
