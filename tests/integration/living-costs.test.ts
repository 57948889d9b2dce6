import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { livingCostActions } from '@/lib/cost/living-costs.handlers';
import { getCostBasicsForAdmin } from '@/lib/data/living-costs';
import { startHostileWorld, type Caller, type HostileWorld } from './support/hostile-stack';

// Issue 37, city_living_costs and education_loan_defaults on the seeded database: anyone reads them; a visitor, a
// member and a counsellor (staff without the content capability) are refused every write by row-level security and
// by the action alike; the editor writes; each write is recorded in content_events; the seed holds only sourced rows.

let world: HostileWorld;
beforeAll(async () => {
  world = await startHostileWorld();
}, 180_000);
afterAll(() => world?.stack.stop());

let n = 0;
const uniqCity = (prefix: string) => `${prefix} ${Date.now().toString(36)} ${n++}`;

async function sql<T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> {
  return (await world.stack.db.query<T>(text, params)).rows;
}

async function estimateAsOwner(city: string): Promise<string> {
  const [row] = await sql<{ id: string }>(
    `insert into public.city_living_costs (city, monthly_amount, covers, source_url, as_of)
     values ($1, 20000, array['rent', 'food'], 'https://example.org/living', '2025-06-01') returning id::text`,
    [city],
  );
  return row.id;
}

const amountOf = async (id: string) =>
  (await sql<{ monthly_amount: number }>('select monthly_amount from public.city_living_costs where id = $1', [id]))[0]
    ?.monthly_amount;
const loanRate = async () =>
  (await sql<{ rate_percent: string }>('select rate_percent::text from public.education_loan_defaults'))[0]?.rate_percent;

const REFUSED: Caller[] = ['anon', 'member', 'counselor'];

describe('row-level security', () => {
  it('lets anyone read the estimates and the single loan row, each with its source', async () => {
    for (const caller of ['anon', 'member'] as const) {
      const estimates = await world.clientOf(caller).from('city_living_costs').select('city, monthly_amount, source_url');
      expect(estimates.error).toBeNull();
      expect(estimates.data?.map((e) => e.city)).toEqual(expect.arrayContaining(['Bhubaneswar', 'Kolkata', 'Pune']));
      for (const e of estimates.data ?? []) expect(e.source_url).toMatch(/^https:\/\//);
      const loan = await world.clientOf(caller).from('education_loan_defaults').select('rate_percent, tenure_years');
      expect(loan.data).toEqual([{ rate_percent: 11.15, tenure_years: 15 }]);
    }
  });

  it.each(REFUSED)('refuses %s every write', async (caller) => {
    const id = await estimateAsOwner(uniqCity('Refused'));
    const client = world.clientOf(caller);
    const inserted = await client.from('city_living_costs').insert({
      city: uniqCity('Sneaky'),
      monthly_amount: 1,
      covers: ['food'],
      source_url: 'https://example.org/x',
      as_of: '2025-01-01',
    });
    expect(inserted.error?.code).toBe('42501');
    const updated = await client.from('city_living_costs').update({ monthly_amount: 1 }).eq('id', id).select('id');
    expect(updated.data ?? []).toEqual([]);
    const deleted = await client.from('city_living_costs').delete().eq('id', id).select('id');
    expect(deleted.data ?? []).toEqual([]);
    expect(await amountOf(id)).toBe(20000);

    const loan = await client.from('education_loan_defaults').update({ rate_percent: 1 }).eq('id', true).select('id');
    expect(loan.data ?? []).toEqual([]);
    expect(await loanRate()).toBe('11.15');
  });

  it('lets the editor add, change and delete an estimate, and records each write in content_events', async () => {
    const client = world.clientOf('editor');
    const city = uniqCity('Editorpur');
    const added = await client
      .from('city_living_costs')
      .insert({
        city,
        monthly_amount: 15000,
        covers: ['hostel', 'food'],
        source_url: 'https://example.org/a',
        as_of: '2025-01-01',
      })
      .select('id')
      .single();
    expect(added.error).toBeNull();
    const id = added.data!.id;
    const changed = await client.from('city_living_costs').update({ monthly_amount: 16000 }).eq('id', id).select('id');
    expect(changed.data).toHaveLength(1);
    expect(await amountOf(id)).toBe(16000);
    const removed = await client.from('city_living_costs').delete().eq('id', id).select('id');
    expect(removed.data).toHaveLength(1);

    const events = await sql<{ action: string; changed_fields: string[]; actor_id: string }>(
      `select action, changed_fields, actor_id::text from public.content_events
        where table_name = 'city_living_costs' and row_id = $1 order by created_at, id`,
      [id],
    );
    expect(events.map((e) => e.action)).toEqual(['insert', 'update', 'delete']);
    expect(events[1].changed_fields).toEqual(['monthly_amount']);
    expect(new Set(events.map((e) => e.actor_id))).toEqual(new Set(['d0000000-0000-4000-8000-000000000002']));
  });

  it('refuses an estimate without a source, and a second estimate for the same city in another case', async () => {
    const city = uniqCity('Dupe');
    await estimateAsOwner(city);
    const client = world.clientOf('editor');
    const row = { monthly_amount: 1000, covers: ['food'], as_of: '2025-01-01' };
    const noSource = await client.from('city_living_costs').insert({ ...row, city: uniqCity('NoSource'), source_url: '' });
    expect(noSource.error?.code).toBe('23514');
    const dupe = await client
      .from('city_living_costs')
      .insert({ ...row, city: city.toUpperCase(), source_url: 'https://e.org/b' });
    expect(dupe.error?.code).toBe('23505');
  });
});

describe('the back office’s actions', () => {
  const form = (over: Record<string, string> = {}) => ({
    city: uniqCity('Actionpur'),
    monthly_amount: '18,500',
    covers_rent: 'on',
    covers_food: 'on',
    source_url: 'https://example.org/estimate',
    as_of: '2025-03-01',
    note: '',
    ...over,
  });
  const loanForm = (over: Record<string, string> = {}) => ({
    rate_percent: '11.15',
    tenure_years: '15',
    grace_months: '12',
    rate_source_url: 'https://sbi.co.in/web/interest-rates/interest-rates/loan-schemes-interest-rates/education-loan-scheme',
    tenure_source_url: 'https://www.ndtv.com/business/sbi-education-loan',
    as_of: '2024-05-01',
    note: '',
    ...over,
  });

  it('refuse a visitor, a member and a counsellor before the database', async () => {
    const actions = livingCostActions(world.chain);
    const existing = await estimateAsOwner(uniqCity('Kept'));
    for (const caller of REFUSED) {
      world.as(caller);
      const expected = caller === 'anon' ? 'NOT_AUTHENTICATED' : 'FORBIDDEN';
      const saved = await actions.saveEstimate(form());
      expect(saved.ok ? null : saved.code, caller).toBe(expected);
      const removed = await actions.deleteEstimate({ id: existing });
      expect(removed.ok ? null : removed.code, caller).toBe(expected);
      const loan = await actions.saveLoanDefaults(loanForm({ rate_percent: '1' }));
      expect(loan.ok ? null : loan.code, caller).toBe(expected);
    }
    expect(await amountOf(existing)).toBe(20000);
    expect(await loanRate()).toBe('11.15');
  });

  it('let the editor add, edit and delete an estimate and save the loan defaults, each field checked', async () => {
    world.as('editor');
    const actions = livingCostActions(world.chain);
    const city = uniqCity('Savedpur');
    const added = await actions.saveEstimate(form({ city }));
    if (!added.ok || !added.data.id) throw new Error(JSON.stringify(added));
    expect(added.data.message).toBe(`${city}: ₹18,500 a month added.`);
    expect(await amountOf(added.data.id)).toBe(18500);

    const refused = await actions.saveEstimate(
      form({ id: added.data.id, city, source_url: '', covers_rent: '', covers_food: '' }),
    );
    expect(refused.ok ? null : Object.keys(refused.fieldErrors ?? {}).sort()).toEqual(['covers', 'source_url']);

    const edited = await actions.saveEstimate(form({ id: added.data.id, city, monthly_amount: '19000' }));
    expect(edited.ok).toBe(true);
    const basics = await getCostBasicsForAdmin(world.clientOf('editor'));
    expect(basics.estimates.find((e) => e.id === added.data.id)).toMatchObject({
      city,
      monthlyAmount: 19000,
      covers: ['rent', 'food'],
    });

    expect((await actions.deleteEstimate({ id: added.data.id })).ok).toBe(true);
    expect(await amountOf(added.data.id)).toBeUndefined();

    const badLoan = await actions.saveLoanDefaults(loanForm({ rate_percent: '40', tenure_source_url: 'nope' }));
    expect(badLoan.ok ? null : Object.keys(badLoan.fieldErrors ?? {}).sort()).toEqual(['rate_percent', 'tenure_source_url']);
    const loan = await actions.saveLoanDefaults(loanForm({ rate_percent: '10.5' }));
    expect(loan.ok).toBe(true);
    expect(await loanRate()).toBe('10.50');
    const [event] = await sql<{ changed_fields: string[] }>(
      `select changed_fields from public.content_events where table_name = 'education_loan_defaults' order by created_at desc limit 1`,
    );
    expect(event.changed_fields).toContain('rate_percent');
    expect((await actions.saveLoanDefaults(loanForm())).ok).toBe(true);
  });
});
