import { randomUUID } from 'node:crypto';
import type { BrowserContext } from '@playwright/test';
import { createServerClient } from '@supabase/ssr';
import { createClient } from '@supabase/supabase-js';
import { E2E_BASE_URL, E2E_SUPABASE_URL, e2eKeys } from '../env';

export const TEST_PASSWORD = 'E2e-Passw0rd!';

export interface TestUser {
  id: string;
  email: string;
}

function serviceClient() {
  return createClient(E2E_SUPABASE_URL, e2eKeys().serviceRoleKey, { auth: { persistSession: false, autoRefreshToken: false } });
}

/**
 * A confirmed user made through the Auth admin API, so the profile trigger runs as on sign-up. Access is then
 * set with the service role, the only caller the database lets change role and is_admin besides a super admin.
 */
/** `domain` picks where the account's mail goes: `bounce.invalid` is refused by the stack's SMTP server (550). */
export async function createTestUser(access: { role?: string; isAdmin?: boolean; domain?: string } = {}): Promise<TestUser> {
  const admin = serviceClient();
  const email = `e2e-${randomUUID()}@${access.domain ?? 'example.com'}`;
  const { data, error } = await admin.auth.admin.createUser({ email, password: TEST_PASSWORD, email_confirm: true });
  if (error || !data.user) throw new Error(`createUser failed: ${error?.message ?? 'no user'}`);
  if (access.role || access.isAdmin) {
    const { error: updateError } = await admin
      .from('profiles')
      .update({ role: access.role ?? 'member', is_admin: access.isAdmin ?? false })
      .eq('id', data.user.id);
    if (updateError) throw new Error(`profile update failed: ${updateError.message}`);
  }
  return { id: data.user.id, email };
}

/**
 * Signs in through @supabase/ssr itself and hands the browser exactly the cookies the library would have set,
 * so the app under test reads a real session (the sign-in form is not part of this suite).
 */
export async function signInAs(context: BrowserContext, user: TestUser): Promise<void> {
  const jar = new Map<string, string>();
  const client = createServerClient(E2E_SUPABASE_URL, e2eKeys().anonKey, {
    cookies: {
      getAll: () => [...jar].map(([name, value]) => ({ name, value })),
      setAll: (cookies) => cookies.forEach(({ name, value }) => (value ? jar.set(name, value) : jar.delete(name))),
    },
  });
  const { error } = await client.auth.signInWithPassword({ email: user.email, password: TEST_PASSWORD });
  if (error) throw new Error(`sign-in failed: ${error.message}`);
  await context.addCookies([...jar].map(([name, value]) => ({ name, value, url: E2E_BASE_URL, sameSite: 'Lax' as const })));
}
