import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActionChain, userFromClaims, type ActionChain } from '@/lib/actions/chain';
import { FORBIDDEN_MESSAGE } from '@/lib/actions/result';
import { listUsers } from '@/lib/data/users';
import { settingsActions } from '@/lib/settings/settings.handlers';
import { USER_MESSAGES } from '@/lib/users/schemas';
import { userActions } from '@/lib/users/users.handlers';
import type { LocalStack } from '@/supabase/local';
import { service, signedIn, startFormsStack, uniq, visitor, type Client } from './support/enquiries';

// Users and settings (issue 12, manage system = super admin only) through the app's action factories with
// supabase-js clients, and the same writes made directly, so row-level security and the triggers are tested too.

let stack: LocalStack;
let chain: ActionChain;
let caller: Client;
const people: Record<'boss' | 'deputy' | 'editor' | 'counselor' | 'member', { client: Client; id: string }> = {} as never;
const INVITE_TARGET = 'http://127.0.0.1:3000/auth/invite';

function as(who: keyof typeof people) {
  caller = people[who].client;
}

async function profile(id: string) {
  const { rows } = await stack.db.query<{ role: string; is_admin: boolean; name: string }>(
    'select role, is_admin, name from public.profiles where id = $1',
    [id],
  );
  return rows[0];
}

let users: ReturnType<typeof userActions>;
let settings: ReturnType<typeof settingsActions>;

beforeAll(async () => {
  stack = await startFormsStack();
  people.boss = await signedIn(stack, 'super_admin');
  people.deputy = await signedIn(stack, 'super_admin');
  people.editor = await signedIn(stack, 'editor');
  people.counselor = await signedIn(stack, 'counselor');
  people.member = await signedIn(stack, 'member');
  chain = createActionChain({
    visitor: async () => ({ ip: '192.0.2.1', userAgent: 'integration' }),
    client: async () => caller,
    user: userFromClaims,
    report: () => {},
  });
  users = userActions(chain, { adminClient: () => service(stack), inviteRedirect: () => INVITE_TARGET });
  settings = settingsActions(chain);
}, 120_000);
afterAll(() => stack?.stop());

describe('role changes', () => {
  it('a super admin changes another person’s role and admin flag', async () => {
    const target = await signedIn(stack, 'member');
    as('boss');
    const result = await users.changeAccess({ userId: target.id, role: 'editor', isAdmin: 'on' });
    expect(result).toMatchObject({ ok: true });
    expect(await profile(target.id)).toMatchObject({ role: 'editor', is_admin: true });
  });

  it('an editor is refused: the action says FORBIDDEN and the database changes nothing', async () => {
    const target = await signedIn(stack, 'member');
    as('editor');
    expect(await users.changeAccess({ userId: target.id, role: 'editor', isAdmin: 'on' })).toEqual({
      ok: false,
      code: 'FORBIDDEN',
      message: FORBIDDEN_MESSAGE,
    });
    const other = await people.editor.client.from('profiles').update({ role: 'super_admin' }).eq('id', target.id).select('id');
    expect(other.data ?? []).toEqual([]);
    const own = await people.editor.client.from('profiles').update({ role: 'super_admin' }).eq('id', people.editor.id);
    expect(own.error?.code).toBe('42501');
    for (const who of ['counselor', 'member'] as const) {
      const attempt = await people[who].client
        .from('profiles')
        .update({ is_admin: true, role: 'super_admin' })
        .eq('id', people[who].id);
      expect(attempt.error?.code, who).toBe('42501');
    }
    expect(await profile(target.id)).toMatchObject({ role: 'member', is_admin: false });
    expect(await profile(people.editor.id)).toMatchObject({ role: 'editor', is_admin: true });
  });

  it('the last super admin cannot give up their own rights, in the action or in the database', async () => {
    const solo = await signedIn(stack, 'super_admin');
    // With three super admins, one may step down; the deputy becomes an editor.
    as('boss');
    expect(await users.changeAccess({ userId: people.deputy.id, role: 'editor', isAdmin: 'on' })).toMatchObject({ ok: true });
    const { data: sa } = await service(stack).from('profiles').update({ role: 'editor' }).eq('id', solo.id).select('id');
    expect(sa).toHaveLength(1);

    // The boss is now the only one.
    expect(await users.changeAccess({ userId: people.boss.id, role: 'editor', isAdmin: 'on' })).toEqual({
      ok: false,
      code: 'VALIDATION',
      message: USER_MESSAGES.lastSuperAdmin,
    });
    expect(await users.changeAccess({ userId: people.boss.id, role: 'super_admin' })).toMatchObject({
      ok: false,
      message: USER_MESSAGES.lastSuperAdmin,
    });
    const direct = await people.boss.client.from('profiles').update({ is_admin: false }).eq('id', people.boss.id);
    expect(direct.error).toMatchObject({ hint: 'last_super_admin', message: USER_MESSAGES.lastSuperAdmin });
    const bySystem = await service(stack).from('profiles').update({ role: 'member' }).eq('id', people.boss.id);
    expect(bySystem.error?.message).toBe(USER_MESSAGES.lastSuperAdmin);
    const deleted = await people.boss.client.from('profiles').delete().eq('id', people.boss.id);
    expect(deleted.error?.message).toBe(USER_MESSAGES.lastSuperAdmin);
    expect(await profile(people.boss.id)).toMatchObject({ role: 'super_admin', is_admin: true });

    // Restore the deputy; then the boss may step down after all.
    expect(await users.changeAccess({ userId: people.deputy.id, role: 'super_admin', isAdmin: 'on' })).toMatchObject({
      ok: true,
    });
    await stack.db.query(`update public.profiles set role = 'super_admin' where id = $1`, [solo.id]);
  });
});

describe('invitations', () => {
  it('creates the account with its role, sends the invite e-mail, and the link signs the person in', async () => {
    const email = `${uniq('invitee')}@staff.test`;
    as('boss');
    const result = await users.invite({ email: email.toUpperCase(), name: 'Kavya Rao', role: 'counselor' });
    expect(result).toEqual({ ok: true, data: { message: `Invitation sent to ${email} as Counsellor.` } });

    const { rows } = await stack.db.query<{ id: string; invited_at: Date | null }>(
      'select id, invited_at from auth.users where email = $1',
      [email],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].invited_at).not.toBeNull();
    expect(await profile(rows[0].id)).toMatchObject({ role: 'counselor', is_admin: true, name: 'Kavya Rao' });

    const [mail] = stack.mailbox.list(email);
    expect(mail).toMatchObject({ type: 'invite', subject: 'You have been invited' });
    const link = new URL(mail.links[0]);
    expect(link.searchParams.get('type')).toBe('invite');
    expect(link.searchParams.get('redirect_to')).toBe(INVITE_TARGET);

    const response = await fetch(link, { redirect: 'manual' });
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location') ?? '');
    expect(location.origin + location.pathname).toBe(INVITE_TARGET);
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('type')).toBe('invite');
    const session = visitor(stack, '192.0.2.9');
    const set = await session.auth.setSession({
      access_token: fragment.get('access_token') ?? '',
      refresh_token: fragment.get('refresh_token') ?? '',
    });
    expect(set.error).toBeNull();
    expect((await session.auth.updateUser({ password: 'Invited@123' })).error).toBeNull();
    const again = visitor(stack, '192.0.2.10');
    expect((await again.auth.signInWithPassword({ email, password: 'Invited@123' })).error).toBeNull();

    // The address now has an account: a second invitation is refused with a clear message.
    expect(await users.invite({ email, name: 'Kavya Rao', role: 'editor' })).toEqual({
      ok: false,
      code: 'CONFLICT',
      message: USER_MESSAGES.inviteExists,
    });
  });

  it('checks the input and is refused to anyone but a super admin', async () => {
    as('boss');
    const bad = await users.invite({ email: 'not-an-email', name: 'K', role: 'member' });
    expect(bad).toMatchObject({ ok: false, code: 'VALIDATION' });
    expect(bad.ok ? null : bad.fieldErrors).toMatchObject({
      email: ['Please enter a valid email address'],
      name: [USER_MESSAGES.nameTooShort],
      role: [USER_MESSAGES.roleInvalid],
    });
    as('editor');
    const email = `${uniq('nope')}@staff.test`;
    expect(await users.invite({ email, name: 'Nope Person', role: 'editor' })).toMatchObject({ code: 'FORBIDDEN' });
    expect(stack.mailbox.list(email)).toEqual([]);
  });
});

describe('disabling accounts', () => {
  it('a disabled user cannot sign in until enabled again; nobody disables themselves', async () => {
    const email = `${uniq('paused')}@staff.test`;
    const created = await service(stack).auth.admin.createUser({ email, password: 'Demo@12345', email_confirm: true });
    const id = created.data.user?.id ?? '';
    as('boss');
    expect(await users.setDisabled({ userId: id, disabled: 'true' })).toMatchObject({ ok: true });
    const refused = await visitor(stack, '192.0.2.20').auth.signInWithPassword({ email, password: 'Demo@12345' });
    expect(refused.error?.code).toBe('user_banned');

    expect(await users.setDisabled({ userId: id, disabled: 'false' })).toMatchObject({ ok: true });
    const back = await visitor(stack, '192.0.2.21').auth.signInWithPassword({ email, password: 'Demo@12345' });
    expect(back.error).toBeNull();

    expect(await users.setDisabled({ userId: people.boss.id, disabled: 'true' })).toEqual({
      ok: false,
      code: 'VALIDATION',
      message: USER_MESSAGES.disableSelf,
    });
    as('editor');
    expect(await users.setDisabled({ userId: id, disabled: 'true' })).toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('settings', () => {
  const contact = { phone: '+91 98765 43210', email: 'Help@MBADisha.example', whatsapp: '', address: 'Pune', hours: '' };

  it('a super admin saves a section; it is public, stamped with who saved it, and other fields are kept', async () => {
    as('boss');
    expect(await settings.contact(contact)).toEqual({ ok: true, data: { message: 'Contact details saved.' } });
    const { data } = await visitor(stack, '192.0.2.30')
      .from('site_settings')
      .select('value, updated_by')
      .eq('key', 'contact')
      .single();
    expect(data).toEqual({
      value: { phone: '+91 98765 43210', email: 'help@mbadisha.example', whatsapp: null, address: 'Pune', hours: null },
      updated_by: people.boss.id,
    });

    await stack.db.query(
      `insert into public.site_settings (key, value, is_public) values ('leads.assignment', '{"mode":"round_robin","default_priority":"medium"}', false)
       on conflict (key) do update set value = excluded.value`,
    );
    expect(await settings.assignment({ mode: 'manual' })).toMatchObject({ ok: true });
    const { rows } = await stack.db.query<{ value: unknown }>(
      `select value from public.site_settings where key = 'leads.assignment'`,
    );
    expect(rows[0].value).toEqual({ mode: 'manual', default_priority: 'medium' });
  });

  it('refuses bad input per field and changes nothing', async () => {
    as('boss');
    const result = await settings.stats({
      students: '',
      college_tie_ups: 'lots',
      placement_rate: '95%',
      internships: '1,200+',
      videos: '200+',
    });
    expect(result.ok ? null : result.fieldErrors).toEqual({
      students: ['Enter a figure, for example 4000+.'],
      college_tie_ups: ['Use at most 12 characters with at least one digit, for example 95% or 1,200+.'],
    });
    const social = await settings.social({
      youtube: 'javascript:alert(1)',
      instagram: '',
      linkedin: '',
      twitter: '',
      facebook: '',
    });
    expect(social.ok ? null : social.fieldErrors).toEqual({ youtube: ['Enter a full link starting with https://'] });
  });

  it('editors, counsellors and members are refused by the action and by row-level security', async () => {
    for (const who of ['editor', 'counselor', 'member'] as const) {
      as(who);
      expect(await settings.contact({ ...contact, phone: '+91 90000 11111' }), who).toMatchObject({ code: 'FORBIDDEN' });
      const client = people[who].client;
      const updated = await client
        .from('site_settings')
        .update({ value: { email: 'x@y.example' } })
        .eq('key', 'contact')
        .select('key');
      expect(updated.data ?? [], who).toEqual([]);
      const inserted = await client.from('site_settings').insert({ key: `x-${who}`, value: {}, is_public: true });
      expect(inserted.error?.code, who).toBe('42501');
      const removed = await client.from('site_settings').delete().eq('key', 'contact').select('key');
      expect(removed.data ?? [], who).toEqual([]);
    }
    const { rows } = await stack.db.query<{ value: { phone: string } }>(
      `select value from public.site_settings where key = 'contact'`,
    );
    expect(rows[0].value.phone).toBe('+91 98765 43210');
  });
});

describe('the users list', () => {
  it('searches name and e-mail, filters by role and pages, for super admins only', async () => {
    const tag = uniq('zz');
    for (const [i, name] of ['Aarav', 'Bhavna', 'Chirag'].entries()) {
      const person = await signedIn(stack, i === 0 ? 'editor' : 'member');
      await stack.db.query('update public.profiles set name = $1 where id = $2', [`${name} ${tag}`, person.id]);
    }
    const query = { q: tag, role: null, page: 1, pageSize: 2 };
    const first = await listUsers(people.boss.client, query);
    expect(first.total).toBe(3);
    expect(first.rows.map((r) => r.name)).toEqual([`Aarav ${tag}`, `Bhavna ${tag}`]);
    expect((await listUsers(people.boss.client, { ...query, page: 2 })).rows.map((r) => r.name)).toEqual([`Chirag ${tag}`]);
    expect((await listUsers(people.boss.client, { ...query, role: 'editor' })).rows.map((r) => r.name)).toEqual([`Aarav ${tag}`]);
    // Wildcards typed in the search match themselves, not everyone.
    expect((await listUsers(people.boss.client, { ...query, q: '%' })).total).toBe(0);
    // An editor sees staff profiles only (RLS), never the members.
    const seenByEditor = await listUsers(people.editor.client, query);
    expect(seenByEditor.rows.map((r) => r.name)).toEqual([`Aarav ${tag}`]);
  });
});
