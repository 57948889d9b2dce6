/**
 * `npm run admin:create -- <email>`: the first super admin of a new project (lib/users/create-admin.ts). The
 * account with that address becomes a super admin with admin access; with no account yet, Auth e-mails an
 * invitation, whose link lets them choose a password, and the account is made a super admin at once.
 *
 * Settings (environment or .env files): NEXT_PUBLIC_SUPABASE_URL (default http://127.0.0.1:$SUPABASE_LOCAL_PORT
 * or :54321), SUPABASE_SERVICE_ROLE_KEY (default: the local stack's keys in SUPABASE_LOCAL_DATA_DIR, else
 * .supabase/local), NEXT_PUBLIC_SITE_URL (where the invitation's link lands; default http://localhost:3000).
 */
import path from 'node:path';
import nextEnv from '@next/env';
import { createClient } from '@supabase/supabase-js';
import type { Database } from '../lib/database.types';
import { siteUrl } from '../lib/env';
import { adminEmail, CreateAdminError, createSuperAdmin } from '../lib/users/create-admin';
import { DEFAULT_DATA_DIR, readProjectKeys } from '../supabase/local';

async function main(): Promise<void> {
  nextEnv.loadEnvConfig(process.cwd(), process.env.NODE_ENV !== 'production');
  const args = process.argv.slice(2);
  if (args.length !== 1) throw new CreateAdminError('Usage: npm run admin:create -- <email>');
  const email = adminEmail(args[0]);
  const url = process.env.NEXT_PUBLIC_SUPABASE_URL || `http://127.0.0.1:${process.env.SUPABASE_LOCAL_PORT ?? 54321}`;
  const dataDir = path.resolve(process.env.SUPABASE_LOCAL_DATA_DIR ?? DEFAULT_DATA_DIR);
  const key = process.env.SUPABASE_SERVICE_ROLE_KEY || readProjectKeys(dataDir)?.serviceRoleKey;
  if (!key) {
    throw new CreateAdminError(
      `No service role key: set SUPABASE_SERVICE_ROLE_KEY, or start the local stack of ${dataDir} once.`,
    );
  }
  const admin = createClient<Database>(url, key, { auth: { persistSession: false, autoRefreshToken: false } });
  const inviteRedirect = new URL('/auth/invite', siteUrl()).toString();
  const outcome = await createSuperAdmin(admin, email, { inviteRedirect }).catch((error: unknown) => {
    throw error instanceof CreateAdminError ? new CreateAdminError(`${error.message}\nSupabase: ${url}`) : error;
  });
  if (outcome.unchanged) console.log(`${outcome.email} is a super admin already (user ${outcome.userId}); nothing changed.`);
  else if (outcome.invited) {
    console.log(`Invited ${outcome.email} (user ${outcome.userId}) and made them a super admin.`);
    console.log('They choose a password from the invitation e-mail, then sign in at /admin/login.');
  } else console.log(`${outcome.email} (user ${outcome.userId}) is now a super admin with admin access.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
