import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/lib/database.types';
import { CreateAdminError, createSuperAdmin } from '@/lib/users/create-admin';
import type { LocalStack } from '@/supabase/local';
import { service, signedIn, startFormsStack, uniq } from './support/enquiries';

// `npm run admin:create -- <email>` (scripts/admin-create.ts) on a new project, the local stack without a seed:
// an address without an account is invited and made a super admin; an existing member is promoted; running it
// again changes nothing; a bad address or a wrong key ends with a message, not a stack trace.

let stack: LocalStack;
const inviteRedirect = 'http://localhost:3000/auth/invite';

async function accessOf(id: string) {
  const { rows } = await stack.db.query<{ role: string; is_admin: boolean }>(
    'select role, is_admin from public.profiles where id = $1',
    [id],
  );
  return rows[0];
}

beforeAll(async () => {
  stack = await startFormsStack();
}, 120_000);
afterAll(() => stack?.stop());

describe('createSuperAdmin', () => {
  it('invites an address without an account and makes it a super admin; a second run changes nothing', async () => {
    const email = `${uniq('founder')}@admin.test`;
    const first = await createSuperAdmin(service(stack), `  ${email.toUpperCase()} `, { inviteRedirect });
    expect(first).toEqual({ email, userId: expect.any(String), invited: true, unchanged: false });
    expect(await accessOf(first.userId)).toEqual({ role: 'super_admin', is_admin: true });
    expect(stack.mailbox.list(email).map((message) => message.type)).toEqual(['invite']);

    const again = await createSuperAdmin(service(stack), email, { inviteRedirect });
    expect(again).toEqual({ email, userId: first.userId, invited: false, unchanged: true });
  });

  it('promotes an existing member without inviting them', async () => {
    const member = await signedIn(stack, 'member');
    const { rows } = await stack.db.query<{ email: string }>('select email from public.profiles where id = $1', [member.id]);
    const before = stack.mailbox.list(rows[0].email).length;
    const outcome = await createSuperAdmin(service(stack), rows[0].email, { inviteRedirect });
    expect(outcome).toEqual({ email: rows[0].email, userId: member.id, invited: false, unchanged: false });
    expect(await accessOf(member.id)).toEqual({ role: 'super_admin', is_admin: true });
    expect(stack.mailbox.list(rows[0].email)).toHaveLength(before);
  });

  it('refuses a bad address and a wrong key with a message', async () => {
    for (const bad of ['', 'not-an-address', undefined]) {
      await expect(createSuperAdmin(service(stack), bad, { inviteRedirect })).rejects.toThrow(CreateAdminError);
    }
    await expect(createSuperAdmin(service(stack), 'a b@c.d', { inviteRedirect })).rejects.toThrow(
      'Please enter a valid email address',
    );
    const wrongKey = createClient<Database>(stack.url, stack.anonKey, { auth: { persistSession: false } });
    await expect(createSuperAdmin(wrongKey, `${uniq('x')}@admin.test`, { inviteRedirect })).rejects.toThrow(
      /^Could not make .* a super admin: /,
    );
  });
});
