import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import Papa from 'papaparse';
import { formatCount } from '@/lib/format/numbers';
import { SOURCE_LABELS } from '@/lib/leads/lead-fields';
import { overdueArrivalCutoff, parseResponseTarget } from '@/lib/leads/response-target';
import { addDays, leadStatistics, type StatisticsLead } from '@/lib/leads/statistics';
import { INVALID_RANGE_MESSAGE } from '@/lib/reports/params';
import { istDay } from '@/lib/time/ist';
import { E2E_BASE_URL } from './env';
import { leadRecords } from './support/leads';
import { createTestUser, signInAs } from './support/session';

/*
 * The dashboard (/admin) and the reports (/admin/reports) of issue 11. Figures on the page are compared with
 * what the service role reads from the same database at the same moment; other specs add leads while this one
 * runs, so each comparison is retried until page and database were read at a quiet moment.
 */

const STATISTICS_COLUMNS = 'status, source, priority, lead_score, created_at, next_follow_up_at';

async function expectedStatistics() {
  const { data, error } = await leadRecords().from('leads').select(STATISTICS_COLUMNS).limit(10_000);
  if (error) throw new Error(`reading leads failed: ${error.message}`);
  return leadStatistics(data as StatisticsLead[]);
}

/** The figure of a stat card, found by its label. */
function stat(page: Page, label: string): Locator {
  return page
    .locator('dl > div')
    .filter({ has: page.locator('dt').getByText(label, { exact: true }) })
    .locator('dd')
    .first();
}

/** The cell texts of a table's body rows. */
/** The rows of a table once it shows any: the chart tables render with their charts, after the page's first paint. */
async function bodyRows(table: Locator): Promise<string[][]> {
  await expect(table.locator('tbody tr').first()).toBeVisible({ timeout: 10_000 });
  return table
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.trim() ?? '')));
}

async function signInWithRole(page: Page, role: string) {
  const user = await createTestUser({ role, isAdmin: true });
  await signInAs(page.context(), user);
  return user;
}

test.describe('dashboard as a super admin', () => {
  test.beforeEach(async ({ page }) => {
    await signInWithRole(page, 'super_admin');
  });

  test('the stat cards show the database figures of spec §9', async ({ page }) => {
    await expect(async () => {
      await page.goto('/admin');
      const s = await expectedStatistics();
      await expect(stat(page, 'Total leads')).toHaveText(formatCount(s.total), { timeout: 1000 });
      await expect(stat(page, 'Conversion rate')).toHaveText(`${s.conversion_rate}%`, { timeout: 1000 });
      await expect(stat(page, 'Qualification rate')).toHaveText(`${s.qualification_rate}%`, { timeout: 1000 });
      await expect(stat(page, 'Average lead score')).toHaveText(String(s.average_score), { timeout: 1000 });
      await expect(stat(page, 'High or urgent')).toHaveText(formatCount(s.high_or_urgent), { timeout: 1000 });
      await expect(stat(page, 'Pending follow-ups')).toHaveText(formatCount(s.pending_follow_ups), { timeout: 1000 });
      await expect(stat(page, 'This month')).toHaveText(formatCount(s.this_month), { timeout: 1000 });
      await expect(stat(page, 'Last month')).toHaveText(formatCount(s.last_month), { timeout: 1000 });
    }).toPass({ timeout: 30_000 });
    await expect(page.getByRole('status').filter({ hasText: 'sample data' })).toHaveCount(0);
  });

  test('leads by source, by status and per day are charts, each with the table of its numbers', async ({ page }) => {
    await expect(async () => {
      await page.goto('/admin');
      const s = await expectedStatistics();
      const bySource = page.getByRole('table', { name: 'Leads by source' });
      expect(await bodyRows(bySource)).toEqual(s.by_source.map((row) => [SOURCE_LABELS[row.source], formatCount(row.count)]));
      const byStatus = await bodyRows(page.getByRole('table', { name: 'Leads by status' }));
      expect(byStatus.map((row) => row[1])).toEqual(s.by_status.map((row) => formatCount(row.count)));
    }).toPass({ timeout: 30_000 });

    for (const name of ['Leads by source', 'Leads by status', 'Leads per day']) {
      await expect(page.getByRole('region', { name }).locator('svg.recharts-surface')).toBeVisible();
    }
    // The 90 days' numbers are one disclosure away.
    const perDay = page.getByRole('region', { name: 'Leads per day' });
    await perDay.getByText('Show the numbers').click();
    await expect(perDay.getByRole('table', { name: 'Leads per day, last 90 days' }).locator('tbody tr')).toHaveCount(90);
  });

  test('recent leads are the five newest, each opening its record', async ({ page }) => {
    await expect(async () => {
      await page.goto('/admin');
      const { data, error } = await leadRecords()
        .from('leads')
        .select('id, name')
        .order('created_at', { ascending: false })
        .order('id', { ascending: false })
        .limit(5);
      if (error) throw new Error(error.message);
      const recent = page.getByRole('table', { name: 'The five latest leads' });
      const links = recent.getByRole('link');
      await expect(links).toHaveText(
        data.map((lead) => lead.name),
        { timeout: 1000 },
      );
      await expect(links.first()).toHaveAttribute('href', `/admin/leads/${data[0].id}`, { timeout: 1000 });
    }).toPass({ timeout: 30_000 });
  });

  test('content counts and the slow-response flags match the database', async ({ page }) => {
    const db = leadRecords();
    await page.goto('/admin');
    const content = page.getByRole('region', { name: 'Content', exact: true });
    for (const [label, table] of [
      ['Colleges', 'colleges'],
      ['Blog posts', 'blog_posts'],
      ['FAQs', 'faqs'],
      ['Mock tests', 'mock_tests'],
    ] as const) {
      const { count } = await db.from(table).select('*', { count: 'exact', head: true });
      await expect(content.getByRole('link', { name: new RegExp(`^${label}`) })).toContainText(formatCount(count ?? 0));
    }

    await expect(async () => {
      await page.goto('/admin');
      const { data: setting } = await db.from('site_settings').select('value').eq('key', 'leads.response_target').maybeSingle();
      const cutoff = overdueArrivalCutoff(new Date(), parseResponseTarget(setting?.value));
      let count = 0;
      if (cutoff) {
        const overdue = await db
          .from('leads')
          .select('id', { count: 'exact', head: true })
          .eq('status', 'new')
          .eq('contact_attempts', 0)
          .lte('created_at', cutoff.toISOString());
        count = overdue.count ?? 0;
      }
      await expect(page.getByRole('region', { name: 'Awaiting first contact' })).toContainText(
        `${formatCount(count)} new ${count === 1 ? 'lead has' : 'leads have'} not been contacted within 15 working minutes.`,
        { timeout: 1000 },
      );
    }).toPass({ timeout: 30_000 });
  });
});

test('a counsellor sees their follow-ups due today or overdue, linking to their queue', async ({ page }) => {
  const user = await signInWithRole(page, 'counselor');
  const db = leadRecords();
  const { data: counsellor, error } = await db.from('counselors').select('id').eq('profile_id', user.id).single();
  if (error) throw new Error(`no counsellor record: ${error.message}`);
  const { error: insertError } = await db.from('leads').insert({
    name: 'Follow-up Test',
    email: `e2e-follow-up-${user.id.slice(0, 8)}@example.com`,
    form_type: 'contact',
    status: 'contacted',
    assigned_counselor_id: counsellor.id,
    next_follow_up_at: new Date(Date.now() - 3_600_000).toISOString(),
  });
  if (insertError) throw new Error(`lead insert failed: ${insertError.message}`);

  await page.goto('/admin');
  const panel = page.getByRole('region', { name: 'My follow-ups' });
  await expect(panel).toContainText('1 follow-up is due today or overdue.');
  await expect(page.getByRole('region', { name: 'Awaiting first contact' })).toHaveCount(0);
  await panel.getByRole('link', { name: 'Open my follow-up queue' }).click();
  await expect(page).toHaveURL(`${E2E_BASE_URL}/admin/leads/follow-ups`);
  await expect(page.getByRole('main')).toContainText('Follow-up Test');
});

test.describe('reports', () => {
  const today = istDay(new Date());
  // A range that ends yesterday, so leads other specs add today do not move its figures.
  const range = { from: addDays(today, -30), to: addDays(today, -1) };

  async function sourcesInRange(): Promise<string[][]> {
    const { data, error } = await leadRecords()
      .from('leads')
      .select('source')
      .gte('created_at', `${range.from}T00:00:00+05:30`)
      .lt('created_at', `${addDays(range.to, 1)}T00:00:00+05:30`);
    if (error) throw new Error(error.message);
    return (Object.keys(SOURCE_LABELS) as (keyof typeof SOURCE_LABELS)[]).map((source) => [
      SOURCE_LABELS[source],
      String(data.filter((row) => row.source === source).length),
    ]);
  }

  test('a super admin reads the range from the URL, sees every section with a table, and downloads its CSV', async ({ page }) => {
    await signInWithRole(page, 'super_admin');
    await page.goto(`/admin/reports?from=${range.from}&to=${range.to}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
    await expect(page.getByLabel('From')).toHaveValue(range.from);
    await expect(page.getByLabel('To')).toHaveValue(range.to);

    const expected = await sourcesInRange();
    expect(await bodyRows(page.getByRole('table', { name: 'Leads by source' }))).toEqual(expected);
    for (const name of [
      'Leads by status',
      'Leads by campaign',
      'Leads by month',
      'Conversion funnel',
      'Counsellor performance',
    ]) {
      const section = page.getByRole('region', { name });
      await expect(section.getByRole('table', { name })).toBeVisible();
      await expect(section.getByRole('link', { name: `Download CSV: ${name}` })).toBeVisible();
    }
    await expect(page.getByRole('region', { name: 'Content views' }).getByRole('table', { name: 'Views by type' })).toBeVisible();
    const funnel = await bodyRows(page.getByRole('table', { name: 'Conversion funnel' }));
    expect(funnel.map((row) => row[0])).toEqual(['All leads', 'Contacted', 'Qualified', 'Converted']);
    expect(funnel[0][1]).toBe(String(expected.reduce((sum, row) => sum + Number(row[1]), 0)));

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download CSV: Leads by source' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`report-source-${range.from}-to-${range.to}.csv`);
    const csv = Papa.parse<string[]>(await readFile(await download.path(), 'utf8'), { skipEmptyLines: true });
    expect(csv.data).toEqual([['Source', 'Leads'], ...expected]);
  });

  test('the range form puts the dates in the URL, and an unreadable range falls back with a message', async ({ page }) => {
    await signInWithRole(page, 'editor');
    await page.goto('/admin/reports');
    await expect(page.getByLabel('To')).toHaveValue(today);
    await expect(page.getByLabel('From')).toHaveValue(addDays(today, -89));

    await page.getByLabel('From').fill(range.from);
    await page.getByLabel('To').fill(range.to);
    await page.getByRole('button', { name: 'Show report' }).click();
    await expect(page).toHaveURL(`${E2E_BASE_URL}/admin/reports?from=${range.from}&to=${range.to}`);
    await expect(page.getByRole('table', { name: 'Leads by source' })).toBeVisible();

    await page.goto('/admin/reports?from=2026-02-30&to=2026-01-01');
    await expect(page.getByRole('alert').filter({ hasText: INVALID_RANGE_MESSAGE })).toBeVisible();
    await expect(page.getByLabel('From')).toHaveValue(addDays(today, -89));
  });
});

test('a community moderator sees content counts but no lead figures, and Access Denied on reports', async ({ page }) => {
  await signInWithRole(page, 'community_mod');
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Content', exact: true })).toContainText('Colleges');
  for (const hidden of ['Lead statistics', 'Leads by source', 'Awaiting first contact', 'My follow-ups']) {
    await expect(page.getByRole('region', { name: hidden })).toHaveCount(0);
  }
  await expect(page.getByText('Total leads')).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'The five latest leads' })).toHaveCount(0);

  await page.goto('/admin/reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
  await expect(page.getByText("You don't have permission to access this page.")).toBeVisible();
  const csv = await page.request.get('/admin/reports/csv/source', { maxRedirects: 0 });
  expect(csv.status()).toBe(403);
});
