import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunningWorker } from '@/lib/jobs/worker';
import type { LocalStack } from '@/supabase/local';
import {
  address,
  consultationForm,
  contactForm,
  newsletterForm,
  rowsFor,
  startFormsStack,
  submit,
  subscribe,
  visitor,
} from './support/enquiries';
import { mailTo, outboxSettled, startMailWorker, until } from './support/mail-worker';

// Round-robin assignment of new contact and consultation leads (site setting 'leads.assignment'), spec §4's
// assignment timestamp, and the counselor's e-mail, sent by the app's worker to the local stack's SMTP server.

let stack: LocalStack;
let worker: RunningWorker;
const counselors = { asha: '', ben: '', away: '' };
const EMAIL = { asha: 'asha.c@counsel.test', ben: 'ben.c@counsel.test', away: 'away.c@counsel.test' };

async function setMode(mode: string | null) {
  await stack.db.query(`delete from public.site_settings where key = 'leads.assignment'`);
  if (mode) {
    await stack.db.query(`insert into public.site_settings (key, value) values ('leads.assignment', $1)`, [
      { mode, default_priority: 'medium' },
    ]);
  }
}

async function assignee(email: string): Promise<{ assigned_counselor_id: string | null; assigned_at: string | null }> {
  const [lead] = await rowsFor(stack, 'leads', email);
  return { assigned_counselor_id: lead.assigned_counselor_id as string | null, assigned_at: lead.assigned_at as string | null };
}

beforeAll(async () => {
  stack = await startFormsStack();
  worker = await startMailWorker(stack);
  for (const [key, active] of [
    ['asha', true],
    ['ben', true],
    ['away', false],
  ] as const) {
    const { rows } = await stack.db.query<{ id: string }>(
      `insert into public.counselors (name, email, is_active) values ($1, $2, $3) returning id`,
      [`${key[0].toUpperCase()}${key.slice(1)} Counselor`, EMAIL[key], active],
    );
    counselors[key] = rows[0].id;
  }
}, 120_000);
afterAll(async () => {
  await worker?.stop();
  await stack?.stop();
});
beforeEach(async () => {
  await fetch(`${stack.mailboxUrl}/api/messages`, { method: 'DELETE' });
  await stack.db.query(`update public.leads set assigned_counselor_id = null, assigned_at = null`);
});

describe('round-robin assignment', () => {
  it('spreads four new leads over the two active counselors in turn, never the inactive one', async () => {
    await setMode('round_robin');
    const forms = [consultationForm(), contactForm(), consultationForm(), contactForm()];
    const assigned = [];
    for (const form of forms) {
      const before = Date.now();
      expect((await submit(visitor(stack, address()), form)).error).toBeNull();
      const lead = await assignee(form.email as string);
      // Spec §4: assigning sets assigned_at.
      expect(new Date(lead.assigned_at!).getTime()).toBeGreaterThanOrEqual(before - 1000);
      assigned.push(lead.assigned_counselor_id);
    }
    expect(new Set(assigned.slice(0, 2))).toEqual(new Set([counselors.asha, counselors.ben]));
    expect(assigned.slice(2)).toEqual(assigned.slice(0, 2));
    expect(assigned).not.toContain(counselors.away);
  });

  it('gives the next lead to the counselor assigned least recently, counting staff assignments', async () => {
    await setMode('round_robin');
    await stack.db.query(
      `insert into public.leads (name, email, assigned_counselor_id, assigned_at) values
         ('Old', 'old@forms.test', $1, now() - interval '1 hour'), ('New', 'new@forms.test', $2, now())`,
      [counselors.ben, counselors.asha],
    );
    const form = consultationForm();
    await submit(visitor(stack, address()), form);
    expect((await assignee(form.email as string)).assigned_counselor_id).toBe(counselors.ben);
  });

  it('takes turns under concurrency: ten leads at once split five and five', async () => {
    await setMode('round_robin');
    const forms = Array.from({ length: 10 }, () => consultationForm());
    const results = await Promise.all(forms.map((form) => submit(visitor(stack, address()), form)));
    expect(results.filter((r) => r.error)).toEqual([]);
    const { rows } = await stack.db.query<{ c: string; n: number }>(
      `select assigned_counselor_id as c, count(*)::int as n from public.leads where email = any($1) group by 1 order by 1`,
      [forms.map((f) => f.email)],
    );
    expect(rows.map((r) => r.n)).toEqual([5, 5]);
  });

  it('e-mails the counselor a link to the lead, made absolute with the site URL', async () => {
    await setMode('round_robin');
    const form = consultationForm({ name: 'Rohan Mehta' });
    const { data } = await submit(visitor(stack, address()), form);
    const lead = await assignee(form.email as string);
    const to = lead.assigned_counselor_id === counselors.asha ? EMAIL.asha : EMAIL.ben;
    const message = await until(
      async () => (await mailTo(stack, to)).find((m) => m.subject === 'New consultation lead: Rohan Mehta'),
      'the lead alert',
    );
    expect(message).toMatchObject({ to, type: 'app', kind: 'lead_assigned', subject: 'New consultation lead: Rohan Mehta' });
    expect(message.links[0]).toBe(`${stack.config.siteUrl}/admin/leads?lead=${data!.lead_id}`);
    expect(message.text).toContain('Subject: Consultation: general guidance');
    expect(message.text).toContain(`${stack.config.siteUrl}/admin/leads?lead=${data!.lead_id}`);
    // The visitor's contact details stay in the back office.
    expect(message.text).not.toContain(form.email as string);
    await outboxSettled(stack, to);
    const { rows } = await stack.db.query(`select status, delivered_at from private.email_outbox where to_email = $1`, [to]);
    expect(rows.every((r) => r.status === 'sent' && r.delivered_at !== null)).toBe(true);
  });

  it('leaves leads unassigned, and e-mails nobody, in manual mode or with no setting', async () => {
    const { rows: before } = await stack.db.query<{ at: Date }>(`select now() as at`);
    for (const mode of ['manual', null]) {
      await setMode(mode);
      const form = consultationForm();
      expect((await submit(visitor(stack, address()), form)).error).toBeNull();
      expect(await assignee(form.email as string)).toEqual({ assigned_counselor_id: null, assigned_at: null });
    }
    const { rows } = await stack.db.query(`select 1 from private.email_outbox where created_at >= $1`, [before[0].at]);
    expect(rows).toEqual([]);
  });

  it('assigns no newsletter lead', async () => {
    await setMode('round_robin');
    const form = newsletterForm();
    expect((await subscribe(visitor(stack, address()), form)).error).toBeNull();
    expect(await assignee(form.email as string)).toEqual({ assigned_counselor_id: null, assigned_at: null });
  });

  it('leaves the lead unassigned when no counselor is active', async () => {
    await setMode('round_robin');
    await stack.db.query(`update public.counselors set is_active = false`);
    try {
      const form = contactForm();
      expect((await submit(visitor(stack, address()), form)).error).toBeNull();
      expect((await assignee(form.email as string)).assigned_counselor_id).toBeNull();
    } finally {
      await stack.db.query(`update public.counselors set is_active = true where id <> $1`, [counselors.away]);
    }
  });
});
