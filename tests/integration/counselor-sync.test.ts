import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '@/supabase/local';
import { signedIn, startFormsStack, type Client, type Row } from './support/enquiries';
import { staff } from './support/leads';

// public.counselors follows the staff accounts (trigger private.sync_counselor): giving a profile the counselor
// role puts it on the assignment lists, taking the role away takes it off without losing past assignments.

let stack: LocalStack;
let superAdmin: Client;

beforeAll(async () => {
  stack = await startFormsStack();
  superAdmin = (await staff(stack, 'super_admin', 'Rohan Mehta')).client;
}, 120_000);
afterAll(() => stack?.stop());

async function counselorOf(profileId: string): Promise<Row[]> {
  const { rows } = await stack.db.query<Row>(
    'select id, name, email, phone, is_active from public.counselors where profile_id = $1',
    [profileId],
  );
  return rows;
}

async function profile(id: string): Promise<{ email: string }> {
  const { rows } = await stack.db.query<{ email: string }>('select email from public.profiles where id = $1', [id]);
  return rows[0];
}

describe('counsellor sync', () => {
  it('adds a counsellor when a super admin gives a member the role, and deactivates it when the role goes', async () => {
    const { id } = await signedIn(stack, 'member');
    await stack.db.query(`update public.profiles set name = 'Neha Joshi', phone = '+919811111111' where id = $1`, [id]);
    expect(await counselorOf(id)).toEqual([]);

    const promote = await superAdmin.from('profiles').update({ role: 'counselor', is_admin: true }).eq('id', id);
    expect(promote.error).toBeNull();
    const [row] = await counselorOf(id);
    expect(row).toEqual({
      id: expect.any(String),
      name: 'Neha Joshi',
      email: (await profile(id)).email,
      phone: '+919811111111',
      is_active: true,
    });

    await superAdmin.from('profiles').update({ role: 'editor' }).eq('id', id);
    expect(await counselorOf(id)).toEqual([{ ...row, is_active: false }]);

    // Back again: the same row, so past assignments stay with it.
    await superAdmin.from('profiles').update({ role: 'counselor' }).eq('id', id);
    expect(await counselorOf(id)).toEqual([row]);
  });

  it("copies a counsellor's own change of name or phone to their row", async () => {
    const { client, id } = await signedIn(stack, 'counselor');
    const updated = await client.from('profiles').update({ name: 'Priya N.', phone: '+919822222222' }).eq('id', id);
    expect(updated.error).toBeNull();
    expect(await counselorOf(id)).toMatchObject([{ name: 'Priya N.', phone: '+919822222222', is_active: true }]);
    // The counsellor still may not write the list themself.
    const direct = await client.from('counselors').update({ name: 'Forged' }).eq('profile_id', id).select('id');
    expect(direct).toMatchObject({ error: null, data: [] });
  });

  it('links a row added for the address before the account existed instead of adding a second', async () => {
    const { id } = await signedIn(stack, 'member');
    const { email } = await profile(id);
    const { rows } = await stack.db.query<{ id: string }>(
      `insert into public.counselors (name, email, specialization) values ('Farhan Qureshi', $1, 'Study abroad') returning id`,
      [email],
    );
    await stack.db.query(`update public.profiles set role = 'counselor', is_admin = true where id = $1`, [id]);
    const { rows: all } = await stack.db.query('select id, profile_id from public.counselors where email = $1', [email]);
    expect(all).toEqual([{ id: rows[0].id, profile_id: id }]);
  });

  it('leaves other roles off the list', async () => {
    for (const role of ['editor', 'community_mod', 'super_admin', 'member'] as const) {
      const { id } = await signedIn(stack, role);
      expect(await counselorOf(id), role).toEqual([]);
    }
  });
});
