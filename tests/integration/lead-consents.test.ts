import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type Role } from '@/lib/auth/roles';
import type { LocalStack } from '@/supabase/local';
import {
  address,
  CONSENT,
  contactForm,
  rowsFor,
  service,
  signedIn,
  startFormsStack,
  submit,
  visitor,
  type Client,
} from './support/enquiries';

// Consent rows are the record of what a visitor agreed to: append-only for every API role, readable by staff who
// manage leads and nobody else. The e-mail outbox is closed to the API entirely.

let stack: LocalStack;
const actors = {} as Record<'anon' | Role, Client>;
let email: string;
let leadId: string;

beforeAll(async () => {
  stack = await startFormsStack();
  actors.anon = visitor(stack, address());
  for (const role of ROLES) {
    actors[role] = (await signedIn(stack, role)).client;
  }
  const form = contactForm({ consents: [CONSENT.contact, CONSENT.newsletter] });
  email = form.email as string;
  const { data, error } = await submit(actors.anon, form);
  if (error) throw error;
  leadId = data!.lead_id;
}, 120_000);
afterAll(() => stack?.stop());

describe('who reads consents', () => {
  it('lets staff who manage leads read them, and nobody else', async () => {
    const anon = await actors.anon.from('lead_consents').select('purpose').eq('email', email);
    expect({ code: anon.error?.code, status: anon.status }).toEqual({ code: '42501', status: 401 });
    for (const role of ['member', 'community_mod'] as const) {
      const { data, error } = await actors[role].from('lead_consents').select('purpose').eq('email', email);
      expect({ data, error }, role).toEqual({ data: [], error: null });
    }
    for (const role of ['counselor', 'editor', 'super_admin'] as const) {
      const { data } = await actors[role].from('lead_consents').select('purpose').eq('email', email).order('purpose');
      expect(data, role).toEqual([{ purpose: 'enquiry_contact' }, { purpose: 'newsletter' }]);
    }
  });
});

describe('consents are append-only', () => {
  it('refuses insert, update and delete to anon, members and staff alike, changing nothing', async () => {
    for (const [role, client] of Object.entries(actors)) {
      const row = { email, purpose: 'whatsapp', granted: true, notice_version: 'x', label: 'x', context: 'contact' };
      expect((await client.from('lead_consents').insert(row)).error?.code, `${role} insert`).toBe('42501');
      const update = await client.from('lead_consents').update({ granted: false }).eq('email', email).select('id');
      expect(update.error?.code, `${role} update`).toBe('42501');
      const removal = await client.from('lead_consents').delete().eq('email', email).select('id');
      expect(removal.error?.code, `${role} delete`).toBe('42501');
    }
    for (const [op, run] of [
      ['update', () => service(stack).from('lead_consents').update({ granted: false }).eq('email', email)],
      ['delete', () => service(stack).from('lead_consents').delete().eq('email', email)],
    ] as const) {
      expect((await run()).error?.code, `service_role ${op}`).toBe('42501');
    }
    const consents = await rowsFor(stack, 'lead_consents', email);
    expect(consents.map((c) => [c.purpose, c.granted])).toEqual([
      ['enquiry_contact', true],
      ['newsletter', true],
    ]);
  });

  it('refuses changes in the table itself, should a grant ever allow them', async () => {
    for (const role of ['anon', 'authenticated', 'service_role']) {
      for (const statement of [`update public.lead_consents set granted = false`, `delete from public.lead_consents`]) {
        const attempt = stack.db.transaction(async (tx) => {
          await tx.query(`grant update, delete on public.lead_consents to ${role}`);
          await tx.query(`create policy probe on public.lead_consents for all to ${role} using (true)`);
          await tx.query(`set local role ${role}`);
          await tx.query(statement);
        });
        await expect(attempt, `${role}: ${statement}`).rejects.toMatchObject({
          code: '42501',
          message: expect.stringContaining('append-only'),
        });
      }
    }
    expect(await rowsFor(stack, 'lead_consents', email)).toHaveLength(2);
  });

  it('keeps the consents when staff delete the lead, unlinked from it', async () => {
    // A lead manager: counsellors do not delete leads.
    const { error } = await actors.editor.from('leads').delete().eq('id', leadId);
    expect(error).toBeNull();
    const consents = await rowsFor(stack, 'lead_consents', email);
    expect(consents.map((c) => c.lead_id)).toEqual([null, null]);
  });
});

describe('the e-mail outbox', () => {
  it('is not reachable over REST by anyone', async () => {
    for (const [role, client] of [...Object.entries(actors), ['service_role', service(stack)] as const]) {
      // Untyped: the generated types know only schema public, which is the point.
      const untyped = client as unknown as SupabaseClient;
      const { data, error } = await untyped.schema('private').from('email_outbox').select('*');
      expect({ data, code: error?.code }, role).toEqual({ data: null, code: 'PGRST106' });
    }
  });

  it('is closed to the API roles in SQL too', async () => {
    for (const role of ['anon', 'authenticated'] as const) {
      for (const statement of [
        'select * from private.email_outbox',
        `insert into private.email_outbox (to_email, subject, text, kind) values ('a@b.co', 's', 't', 'k')`,
      ]) {
        await expect(
          stack.db.asRequest({ role, claims: { role } }, (tx) => tx.query(statement)),
          `${role}: ${statement}`,
        ).rejects.toMatchObject({ code: '42501' });
      }
    }
  });
});
