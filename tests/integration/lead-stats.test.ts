import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getContentCounts } from '@/lib/data/content-counts';
import { getLeadReport } from '@/lib/data/leads/reports';
import {
  countDueFollowUps,
  getLeadStatistics,
  LEAD_FIGURES_REFUSED,
  listOverdueNewLeads,
  listRecentLeads,
} from '@/lib/data/leads/stats';
import type { Database } from '@/lib/database.types';
import { leadStatistics, type StatisticsLead } from '@/lib/leads/statistics';
import { istDay } from '@/lib/time/ist';
import { startLocalStack, type LocalStack } from '@/supabase/local';

// The dashboard's and the reports' reads (lib/data/leads/stats.ts, lead-reports.ts) against the seeded local
// stack, as the demo accounts sign in: six leads replace the seed's, and every figure below is worked out by
// hand from them. Months and days are Indian (IST); the leads are placed relative to the current IST month.

const opts = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };
const PRIYA = 'c0000000-0000-4000-8000-000000000001';
const RAHUL = 'c0000000-0000-4000-8000-000000000002';
const PRIYA_PROFILE = 'd0000000-0000-4000-8000-000000000003';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

let stack: LocalStack;
let service: SupabaseClient<Database>;
const sessions = new Map<string, SupabaseClient<Database>>();

async function as(email: string): Promise<SupabaseClient<Database>> {
  const known = sessions.get(email);
  if (known) return known;
  const client = createClient<Database>(stack.url, stack.anonKey, opts);
  const { error } = await client.auth.signInWithPassword({ email, password: 'Demo@12345' });
  if (error) throw error;
  sessions.set(email, client);
  return client;
}

const now = new Date();
const today = istDay(now);
/** The instant an IST calendar month starts, months counted back from the current one. */
function istMonthStart(monthsBack: number): number {
  const [y, m] = today.split('-').map(Number);
  return Date.UTC(y, m - 1 - monthsBack, 1) - 330 * MINUTE;
}
const iso = (t: number) => new Date(t).toISOString();
const thisMonthAt = Math.max(istMonthStart(0), now.getTime() - 2 * HOUR);
const lastMonth = istMonthStart(1);

interface SeedLead {
  key: string;
  status: string;
  source: string;
  lead_score: number;
  priority: string;
  created_at: string;
  first_contacted_at?: string;
  assigned_counselor_id?: string;
  next_follow_up_at?: string;
  utm_campaign?: string;
}

const LEADS: SeedLead[] = [
  {
    key: 'A',
    status: 'converted',
    source: 'google_ads',
    lead_score: 90,
    priority: 'urgent',
    created_at: iso(thisMonthAt),
    first_contacted_at: iso(thisMonthAt + 10 * MINUTE),
    assigned_counselor_id: PRIYA,
    next_follow_up_at: iso(now.getTime() - 2 * HOUR),
    utm_campaign: 'cat-2026-counselling',
  },
  {
    key: 'B',
    status: 'working',
    source: 'facebook',
    lead_score: 70,
    priority: 'high',
    created_at: iso(lastMonth + DAY),
    first_contacted_at: iso(lastMonth + DAY + 30 * MINUTE),
    assigned_counselor_id: PRIYA,
    next_follow_up_at: iso(now.getTime() - HOUR),
  },
  {
    key: 'C',
    status: 'qualified',
    source: 'website',
    lead_score: 64,
    priority: 'medium',
    created_at: iso(lastMonth + 2 * DAY),
    assigned_counselor_id: RAHUL,
    next_follow_up_at: iso(now.getTime() + 2 * DAY),
  },
  { key: 'D', status: 'lost', source: 'organic', lead_score: 20, priority: 'low', created_at: iso(lastMonth - 10 * DAY) },
  {
    key: 'E',
    status: 'contacted',
    source: 'organic',
    lead_score: 33,
    priority: 'medium',
    created_at: iso(now.getTime() - 200 * DAY),
    assigned_counselor_id: PRIYA,
    next_follow_up_at: iso(now.getTime() - 3 * DAY),
  },
  { key: 'F', status: 'new', source: 'website', lead_score: 0, priority: 'low', created_at: iso(lastMonth + 3 * DAY) },
];
const ids: Record<string, string> = {};

beforeAll(async () => {
  stack = await startLocalStack({ port: 0, dataDir: 'memory' });
  service = createClient<Database>(stack.url, stack.serviceRoleKey, opts);
  await stack.db.query('delete from public.leads');
  for (const lead of LEADS) {
    const { rows } = await stack.db.query<{ id: string }>(
      `insert into public.leads (name, email, form_type, status, source, lead_score, priority, created_at, first_contacted_at,
         assigned_counselor_id, next_follow_up_at, utm_campaign)
       values ($1, $2, 'contact', $3, $4, $5, $6, $7, $8, $9, $10, $11) returning id`,
      [
        `Lead ${lead.key}`,
        `lead-${lead.key.toLowerCase()}@stats.test`,
        lead.status,
        lead.source,
        lead.lead_score,
        lead.priority,
        lead.created_at,
        lead.first_contacted_at ?? null,
        lead.assigned_counselor_id ?? null,
        lead.next_follow_up_at ?? null,
        lead.utm_campaign ?? null,
      ],
    );
    ids[lead.key] = rows[0].id;
  }
}, 120_000);
afterAll(() => stack?.stop());

describe('getLeadStatistics', () => {
  it('gives a super admin spec §9 figures worked out by hand', async () => {
    const { statistics, sample } = await getLeadStatistics(await as('superadmin@demo.local'), now);
    expect(sample).toBe(false);
    expect(statistics).toMatchObject({
      total: 6,
      converted: 1,
      qualified: 3,
      conversion_rate: 16.7,
      qualification_rate: 50,
      // (90 + 70 + 64 + 20 + 33 + 0) / 6 = 46.17
      average_score: 46.2,
      high_or_urgent: 2,
      // A, B and E are due at or before now; C is due in two days
      pending_follow_ups: 3,
      this_month: 1,
      last_month: 3,
    });
    expect(statistics.by_source.map((row) => [row.source, row.count])).toEqual([
      ['website', 2],
      ['google_ads', 1],
      ['facebook', 1],
      ['linkedin', 0],
      ['twitter', 0],
      ['organic', 2],
    ]);
    expect(statistics.by_status.map((row) => row.count)).toEqual([1, 1, 1, 1, 1, 1, 0]);
    expect(statistics.per_day).toHaveLength(90);
    expect(statistics.per_day.at(-1)?.day).toBe(today);
    // Every lead but E (200 days old) falls in the 90 days.
    expect(statistics.per_day.reduce((sum, d) => sum + d.count, 0)).toBe(5);
  });

  it('agrees, key for key, with lib/leads/statistics.ts over the same rows (the sample fallback)', async () => {
    const { data, error } = await service
      .from('leads')
      .select('status, source, priority, lead_score, created_at, next_follow_up_at');
    if (error) throw error;
    const { statistics } = await getLeadStatistics(await as('superadmin@demo.local'), now);
    expect(statistics).toEqual(leadStatistics(data as StatisticsLead[], now));
  });

  it('gives an editor and a counsellor the same figures', async () => {
    for (const email of ['editor@demo.local', 'counselor@demo.local']) {
      const { statistics } = await getLeadStatistics(await as(email), now);
      expect(statistics.total).toBe(6);
    }
  });

  it('refuses a community moderator with a DataError, never zeros', async () => {
    await expect(getLeadStatistics(await as('moderator@demo.local'), now)).rejects.toMatchObject({
      name: 'DataError',
      code: 'FORBIDDEN',
      message: LEAD_FIGURES_REFUSED,
    });
  });

  it('falls back to the five sample leads when the database cannot be reached', async () => {
    const unreachable = createClient<Database>('http://127.0.0.1:9', stack.anonKey, opts);
    const { statistics, sample } = await getLeadStatistics(unreachable, now);
    expect(sample).toBe(true);
    expect(statistics).toMatchObject({ total: 5, conversion_rate: 20, qualification_rate: 40, average_score: 62 });
  });
});

describe('the dashboard lists', () => {
  it('shows the latest five leads, newest first', async () => {
    const { leads, sample } = await listRecentLeads(await as('counselor@demo.local'));
    expect(sample).toBe(false);
    expect(leads.map((lead) => lead.name)).toEqual(['Lead A', 'Lead F', 'Lead C', 'Lead B', 'Lead D']);
  });

  it("counts a counsellor's open follow-ups due today or overdue, not a converted lead's", async () => {
    // B (working, an hour overdue) and E (contacted, three days overdue); A is converted, C is Rahul's.
    expect(await countDueFollowUps(await as('counselor@demo.local'), PRIYA_PROFILE, now)).toBe(2);
  });

  it('flags new leads nobody contacted within the response target, to managers', async () => {
    const overdue = await listOverdueNewLeads(await as('editor@demo.local'), now);
    expect(overdue.target.minutes).toBe(15);
    expect(overdue.count).toBe(1);
    expect(overdue.leads.map((lead) => lead.id)).toEqual([ids.F]);
  });
});

describe('getLeadReport', () => {
  const range = { from: istDay(new Date(lastMonth - 10 * DAY)), to: today };

  it('reports the leads created in the range (A, B, C, D, F) by source, status, campaign, month and funnel', async () => {
    const report = await getLeadReport(await as('superadmin@demo.local'), range);
    expect(report.by_source.map((row) => row.count)).toEqual([2, 1, 1, 0, 0, 1]);
    expect(report.by_status.map((row) => row.count)).toEqual([1, 0, 1, 1, 1, 1, 0]);
    expect(report.by_campaign).toEqual([
      { campaign: '(none)', count: 4, converted: 0 },
      { campaign: 'cat-2026-counselling', count: 1, converted: 1 },
    ]);
    expect(report.by_month.map((row) => [row.count, row.converted])).toEqual([
      [1, 0],
      [3, 0],
      [1, 1],
    ]);
    expect(report.by_month.at(-1)?.month).toBe(today.slice(0, 7));
    expect(report.funnel).toEqual([
      { stage: 'new', count: 5 },
      { stage: 'contacted', count: 3 },
      { stage: 'qualified', count: 3 },
      { stage: 'converted', count: 1 },
    ]);
  });

  it('gives each counsellor assigned, contacted, converted and the median first response', async () => {
    const report = await getLeadReport(await as('counselor@demo.local'), range);
    const byId = Object.fromEntries(report.counsellors.map((row) => [row.id, row]));
    // A answered in 10 minutes and B in 30: median 20. E is Priya's too, but older than the range.
    expect(byId[PRIYA]).toMatchObject({
      name: 'Priya Nair',
      assigned: 2,
      contacted: 2,
      converted: 1,
      median_first_response_minutes: 20,
    });
    expect(byId[RAHUL]).toMatchObject({ assigned: 1, contacted: 1, converted: 0, median_first_response_minutes: null });
  });

  it('totals content views as the database holds them', async () => {
    const report = await getLeadReport(await as('editor@demo.local'), range);
    const { data, error } = await service.from('blog_posts').select('views');
    if (error) throw error;
    expect(report.content_views.totals.blog_posts).toBe(data.reduce((sum, row) => sum + row.views, 0));
    expect(report.content_views.blog_posts.length).toBeLessThanOrEqual(10);
  });

  it('refuses a community moderator', async () => {
    await expect(getLeadReport(await as('moderator@demo.local'), range)).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: LEAD_FIGURES_REFUSED,
    });
  });

  it('says the database cannot be reached rather than inventing figures', async () => {
    const unreachable = createClient<Database>('http://127.0.0.1:9', stack.anonKey, opts);
    await expect(getLeadReport(unreachable, range)).rejects.toMatchObject({ code: 'CONNECTION_ERROR' });
  });
});

describe('getContentCounts', () => {
  it('counts every kind a content manager can see, drafts included', async () => {
    const counts = await getContentCounts(await as('editor@demo.local'));
    for (const table of [
      'colleges',
      'exams',
      'blog_posts',
      'videos',
      'faqs',
      'scholarships',
      'testimonials',
      'mock_tests',
    ] as const) {
      const { count, error } = await service.from(table).select('*', { count: 'exact', head: true });
      if (error) throw error;
      expect(counts[table], table).toBe(count);
    }
  });

  it('counts what is published for a community moderator', async () => {
    const counts = await getContentCounts(await as('moderator@demo.local'));
    const { count } = await service.from('colleges').select('*', { count: 'exact', head: true }).eq('is_active', true);
    expect(counts.colleges).toBe(count);
  });
});
