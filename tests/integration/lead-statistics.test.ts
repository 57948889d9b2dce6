import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAD_SOURCES, LEAD_STATUSES } from '@/lib/leads/lead-fields';
import type { LocalStack } from '@/supabase/local';
import { address, startFormsStack, visitor, type Client } from './support/enquiries';
import { insertCounselor, insertLead, istDay, minutesAgo, plusMinutes, staff } from './support/leads';

// public.lead_statistics() (the dashboard, spec §9) and public.lead_report(from, to) (the reports page), against
// figures worked out by hand for a set of leads this file inserts into a stack without the seed.

let stack: LocalStack;
let counselor: Client;
let counselorId = '';
let editor: Client;
let moderator: Client;
let member: Client;

const DAY = 24 * 60;

/** "YYYY-MM" of an instant in India. */
const istMonth = (at: Date) => istDay(at).slice(0, 7);

beforeAll(async () => {
  stack = await startFormsStack();
  ({ client: counselor, id: counselorId } = await staff(stack, 'counselor', 'Priya Nair'));
  editor = (await staff(stack, 'editor', 'Ananya Iyer')).client;
  moderator = (await staff(stack, 'community_mod', 'Kabir Shah')).client;
  member = (await staff(stack, 'member', 'Aditya Verma')).client;
}, 120_000);
afterAll(() => stack?.stop());

it('answers zeros, not errors, with no leads at all', async () => {
  const { data, error } = await editor.rpc('lead_statistics');
  expect(error).toBeNull();
  expect(data).toMatchObject({
    total: 0,
    converted: 0,
    qualified: 0,
    conversion_rate: 0,
    qualification_rate: 0,
    average_score: 0,
    high_or_urgent: 0,
    pending_follow_ups: 0,
    this_month: 0,
    last_month: 0,
    by_source: LEAD_SOURCES.map((source) => ({ source, count: 0 })),
    by_status: LEAD_STATUSES.map((status) => ({ status, count: 0 })),
  });
});

describe('with ten leads', () => {
  const created: Date[] = [];
  const counselors = { asha: '', ben: '', gone: '', idle: '' };

  beforeAll(async () => {
    counselors.asha = await insertCounselor(stack, 'Asha Menon');
    counselors.ben = await insertCounselor(stack, 'Ben Thomas');
    counselors.gone = await insertCounselor(stack, 'Chitra Rao', false);
    counselors.idle = await insertCounselor(stack, 'Dev Idle', false);
    const at = (m: number) => (created.push(minutesAgo(m)), created.at(-1)!);
    const leads = [
      { status: 'new', source: 'website', priority: 'medium', lead_score: 20, created_at: at(5) },
      { status: 'new', source: 'website', priority: 'low', lead_score: 10, created_at: at(2 * DAY) },
      {
        status: 'contacted',
        source: 'google_ads',
        priority: 'high',
        lead_score: 60,
        utm_campaign: 'cat-2026',
        assigned_counselor_id: counselors.asha,
        created_at: at(3 * DAY),
        first_contacted_at: plusMinutes(created.at(-1)!, 30),
        next_follow_up_at: minutesAgo(60),
      },
      {
        status: 'contacted',
        source: 'facebook',
        priority: 'medium',
        lead_score: 40,
        assigned_counselor_id: counselors.ben,
        created_at: at(10 * DAY),
        first_contacted_at: plusMinutes(created.at(-1)!, 90),
        next_follow_up_at: minutesAgo(-DAY),
      },
      {
        status: 'qualified',
        source: 'google_ads',
        priority: 'urgent',
        lead_score: 80,
        utm_campaign: 'cat-2026',
        assigned_counselor_id: counselors.asha,
        created_at: at(4 * DAY),
        first_contacted_at: plusMinutes(created.at(-1)!, 10),
      },
      {
        status: 'working',
        source: 'linkedin',
        priority: 'high',
        lead_score: 70,
        utm_campaign: 'webinar',
        assigned_counselor_id: counselors.ben,
        created_at: at(6 * DAY),
        first_contacted_at: plusMinutes(created.at(-1)!, 20),
      },
      {
        status: 'converted',
        source: 'google_ads',
        priority: 'urgent',
        lead_score: 90,
        utm_campaign: 'cat-2026',
        assigned_counselor_id: counselors.asha,
        created_at: at(8 * DAY),
        first_contacted_at: plusMinutes(created.at(-1)!, 60),
        conversion_value: 150000,
      },
      {
        status: 'converted',
        source: 'organic',
        priority: 'high',
        lead_score: 75,
        assigned_counselor_id: counselors.gone,
        created_at: at(12 * DAY),
        first_contacted_at: plusMinutes(created.at(-1)!, 45),
      },
      {
        status: 'lost',
        source: 'twitter',
        priority: 'low',
        lead_score: 15,
        created_at: at(20 * DAY),
        first_contacted_at: plusMinutes(created.at(-1)!, 300),
        next_follow_up_at: minutesAgo(2 * DAY),
      },
      {
        status: 'unqualified',
        source: 'website',
        priority: 'medium',
        lead_score: 30,
        utm_campaign: '  ',
        created_at: at(200 * DAY),
      },
    ];
    for (const lead of leads) await insertLead(stack, lead);
  });

  it('lead_statistics: totals, rates, score, priorities, follow-ups and months', async () => {
    const { data, error } = await counselor.rpc('lead_statistics');
    expect(error).toBeNull();
    const thisMonth = istMonth(new Date());
    const lastMonth = istMonth(new Date(new Date(`${thisMonth}-15T00:00:00Z`).getTime() - 30 * DAY * 60_000));
    expect(data).toMatchObject({
      total: 10,
      converted: 2,
      qualified: 4, // qualified + working + converted
      conversion_rate: 20,
      qualification_rate: 40,
      average_score: 49, // 490 / 10
      high_or_urgent: 5,
      pending_follow_ups: 2,
      this_month: created.filter((c) => istMonth(c) === thisMonth).length,
      last_month: created.filter((c) => istMonth(c) === lastMonth).length,
      by_source: [
        { source: 'website', count: 3 },
        { source: 'google_ads', count: 3 },
        { source: 'facebook', count: 1 },
        { source: 'linkedin', count: 1 },
        { source: 'twitter', count: 1 },
        { source: 'organic', count: 1 },
      ],
      by_status: [
        { status: 'new', count: 2 },
        { status: 'contacted', count: 2 },
        { status: 'qualified', count: 1 },
        { status: 'working', count: 1 },
        { status: 'converted', count: 2 },
        { status: 'lost', count: 1 },
        { status: 'unqualified', count: 1 },
      ],
    });
  });

  it('lead_statistics: 90 India days ending today, zeros included', async () => {
    const { data } = await editor.rpc('lead_statistics');
    const perDay = (data as { per_day: { day: string; count: number }[] }).per_day;
    expect(perDay).toHaveLength(90);
    expect(perDay.at(-1)!.day).toBe(istDay(new Date()));
    expect(perDay[0].day).toBe(istDay(minutesAgo(89 * DAY)));
    const expected = new Map<string, number>();
    for (const c of created.slice(0, 9)) expected.set(istDay(c), (expected.get(istDay(c)) ?? 0) + 1);
    expect(perDay.filter((d) => d.count > 0)).toEqual([...expected].sort().map(([day, count]) => ({ day, count })));
  });

  it('lead_report: sources, statuses, campaigns, months, funnel and counsellors over an India date range', async () => {
    const from = istDay(minutesAgo(30 * DAY));
    const to = istDay(new Date());
    const { data, error } = await counselor.rpc('lead_report', { from_date: from, to_date: to });
    expect(error).toBeNull();
    const months = [...new Set([from.slice(0, 7), ...created.slice(0, 9).map(istMonth), to.slice(0, 7)])].sort();
    expect(data).toMatchObject({
      by_source: [
        { source: 'website', count: 2 },
        { source: 'google_ads', count: 3 },
        { source: 'facebook', count: 1 },
        { source: 'linkedin', count: 1 },
        { source: 'twitter', count: 1 },
        { source: 'organic', count: 1 },
      ],
      // The unqualified lead is from 200 days ago, outside the range.
      by_status: [
        { status: 'new', count: 2 },
        { status: 'contacted', count: 2 },
        { status: 'qualified', count: 1 },
        { status: 'working', count: 1 },
        { status: 'converted', count: 2 },
        { status: 'lost', count: 1 },
        { status: 'unqualified', count: 0 },
      ],
      by_campaign: [
        { campaign: '(none)', count: 5, converted: 1 },
        { campaign: 'cat-2026', count: 3, converted: 1 },
        { campaign: 'webinar', count: 1, converted: 0 },
      ],
      by_month: months.map((month) => ({
        month,
        count: created.slice(0, 9).filter((c) => istMonth(c) === month).length,
        converted: [created[6], created[7]].filter((c) => istMonth(c) === month).length,
      })),
      // The lost lead was contacted first, so it counts as contacted.
      funnel: [
        { stage: 'new', count: 9 },
        { stage: 'contacted', count: 7 },
        { stage: 'qualified', count: 4 },
        { stage: 'converted', count: 2 },
      ],
      // Active counsellors and inactive ones with leads in the range, by name; Dev Idle (inactive, none) is left out.
      counsellors: [
        { id: counselors.asha, name: 'Asha Menon', assigned: 3, contacted: 3, converted: 1, median_first_response_minutes: 30 },
        { id: counselors.ben, name: 'Ben Thomas', assigned: 2, contacted: 2, converted: 0, median_first_response_minutes: 55 },
        { id: counselors.gone, name: 'Chitra Rao', assigned: 1, contacted: 1, converted: 1, median_first_response_minutes: 45 },
        {
          id: expect.any(String),
          name: 'Priya Nair',
          assigned: 0,
          contacted: 0,
          converted: 0,
          median_first_response_minutes: null,
        },
      ],
    });
    const { rows } = await stack.db.query('select id from public.counselors where profile_id = $1', [counselorId]);
    expect((data as { counsellors: { id: string }[] }).counsellors[3].id).toBe(rows[0].id);
  });

  it('lead_report: the range is inclusive India days; a reversed range is refused (22023, HINT from_date)', async () => {
    const today = istDay(new Date());
    const { data } = await editor.rpc('lead_report', { from_date: today, to_date: today });
    const todays = created.filter((c) => istDay(c) === today).length;
    expect((data as { funnel: { count: number }[] }).funnel[0].count).toBe(todays);
    const reversed = await editor.rpc('lead_report', { from_date: today, to_date: '2020-01-01' });
    expect({ code: reversed.error?.code, hint: reversed.error?.hint }).toEqual({ code: '22023', hint: 'from_date' });
  });
});

describe('content views in the report', () => {
  it('lists the ten most viewed published posts, videos and FAQs the reader may see, and total views', async () => {
    const editorRow = await stack.db.query<{ id: string }>(`select id from public.profiles where role = 'editor' limit 1`);
    await stack.db.query(
      `insert into public.blog_posts (slug, title, category, author_id, status, views) values
         ('roi', 'MBA ROI', 'Careers', $1, 'published', 40), ('cat', 'CAT plan', 'Exams', $1, 'published', 90),
         ('draft', 'Draft', 'Exams', $1, 'draft', 500), ('quiet', 'Quiet', 'Exams', $1, 'published', 0)`,
      [editorRow.rows[0].id],
    );
    await stack.db.query(
      `insert into public.videos (title, video_url, views) values ('VARC', 'https://youtu.be/abcdefghijk', 7)`,
    );
    await stack.db.query(
      `insert into public.faqs (question, answer, views) select 'Q' || n, 'A', n from generate_series(1, 11) n`,
    );
    const day = istDay(new Date());
    const { data } = await counselor.rpc('lead_report', { from_date: day, to_date: day });
    expect((data as { content_views: unknown }).content_views).toEqual({
      // The draft is the editors' to see, not a counsellor's.
      blog_posts: [
        { title: 'CAT plan', slug: 'cat', views: 90 },
        { title: 'MBA ROI', slug: 'roi', views: 40 },
      ],
      videos: [{ title: 'VARC', views: 7 }],
      faqs: Array.from({ length: 10 }, (_, i) => ({ question: `Q${11 - i}`, views: 11 - i })),
      totals: { blog_posts: 130, videos: 7, faqs: 66 },
    });
  });
});

describe('refusals', () => {
  it('refuses a community moderator, a member and a visitor the statistics, the report and access records (42501)', async () => {
    const day = istDay(new Date());
    for (const client of [moderator, member, visitor(stack, address())]) {
      const calls = [
        await client.rpc('lead_statistics'),
        await client.rpc('lead_report', { from_date: day, to_date: day }),
        await client.rpc('record_lead_access', { access: 'exported', lead_ids: [] }),
      ];
      expect(calls.map((c) => [c.error?.code, c.data])).toEqual([
        ['42501', null],
        ['42501', null],
        ['42501', null],
      ]);
    }
  });
});
