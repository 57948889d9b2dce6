import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page, type Route } from '@playwright/test';
import Papa from 'papaparse';
import { formatDateTime } from '@/lib/format/dates';
import { E2E_BASE_URL } from './env';
import { leadRecords, uniqueEmail } from './support/leads';
import { createTestUser, signInAs, type TestUser } from './support/session';

/*
 * The leads CRM of issue 11 in the browser: a lead worked from new to converted, notes and calls, the list's
 * filters, search, sort and export, bulk changes, and what a counsellor and a moderator may do. Every test makes
 * its own leads through the service role, tagged with a word of its own, and searches by that word.
 */

interface NewLead {
  name: string;
  [column: string]: unknown;
}

/** Inserts leads carrying `tag` in their message; returns their ids in the given order. */
async function createLeads(tag: string, leads: NewLead[]): Promise<string[]> {
  const rows = leads.map((lead) => ({ email: uniqueEmail('crm'), message: `Asked about CAT coaching ${tag}`, ...lead }));
  const { data, error } = await leadRecords().from('leads').insert(rows).select('id, name');
  if (error) throw new Error(`creating leads failed: ${error.message}`);
  const byName = new Map((data as { id: string; name: string }[]).map((r) => [r.name, r.id]));
  return leads.map((lead) => byName.get(lead.name)!);
}

async function leadRow(id: string): Promise<Record<string, unknown>> {
  const { data, error } = await leadRecords().from('leads').select('*').eq('id', id).single();
  if (error) throw new Error(`reading the lead failed: ${error.message}`);
  return data as Record<string, unknown>;
}

const tagged = () => `crm${randomUUID().slice(0, 8)}`;
const main = (page: Page) => page.getByRole('main');
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
const rowNames = (page: Page) => main(page).getByRole('table', { name: 'Leads' }).getByRole('rowheader').getByRole('link');

/** The value beside a label in a section's definition list. */
function fact(section: Locator, label: string): Locator {
  return section.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
}

let admin: TestUser;
let counsellor: TestUser;
let moderator: TestUser;

test.beforeAll(async () => {
  [admin, counsellor, moderator] = await Promise.all([
    createTestUser({ role: 'super_admin', isAdmin: true }),
    createTestUser({ role: 'counselor', isAdmin: true }),
    createTestUser({ role: 'community_mod', isAdmin: true }),
  ]);
});

test.describe('as a super admin', () => {
  test.beforeEach(async ({ context }) => signInAs(context, admin));

  test('a lead is worked from new to converted, each timestamp shown and stored', async ({ page }) => {
    const [id] = await createLeads(tagged(), [{ name: 'Naina Kapoor' }]);
    await page.goto(`/admin/leads/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Naina Kapoor' })).toBeVisible();
    const statusForm = main(page).getByRole('form', { name: 'Status' });
    const dates = main(page).getByRole('region', { name: 'Dates' });
    await expect(fact(dates, 'First contacted')).toHaveText('—');

    for (const status of ['Contacted', 'Qualified']) {
      await statusForm.getByLabel('Status').selectOption({ label: status });
      await statusForm.getByRole('button', { name: 'Save' }).click();
      await expect(toast(page, `Status set to ${status}.`)).toBeVisible();
      await expect(statusForm.getByLabel('Status')).toHaveValue(status.toLowerCase());
    }
    await statusForm.getByLabel('Status').selectOption({ label: 'Converted' });
    await statusForm.getByLabel('Conversion value (₹)').fill('45000');
    await statusForm.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Status set to Converted.')).toBeVisible();
    await expect(statusForm.getByLabel('Status')).toHaveValue('converted');
    await expect(statusForm.getByLabel('Conversion value (₹)')).toHaveValue('45000');

    const lead = await leadRow(id);
    expect(lead).toMatchObject({ status: 'converted', conversion_value: 45000 });
    for (const column of ['first_contacted_at', 'last_contacted_at', 'qualified_at', 'converted_at']) {
      expect(lead[column], column).not.toBeNull();
    }
    await expect(fact(dates, 'First contacted')).toHaveText(formatDateTime(lead.first_contacted_at as string));
    await expect(fact(dates, 'Qualified')).toHaveText(formatDateTime(lead.qualified_at as string));
    await expect(fact(dates, 'Converted')).toHaveText(formatDateTime(lead.converted_at as string));
    await expect(fact(dates, 'Conversion value')).toHaveText('₹45,000');
    const timeline = main(page).getByRole('region', { name: 'Timeline' });
    await expect(timeline.getByText('Status changed from Qualified to Converted')).toBeVisible();
    await expect(timeline.getByText('Status changed from New to Contacted')).toBeVisible();
    await expect(timeline.getByText('Personal data viewed').first()).toBeVisible();
  });

  test('before the page has hydrated, the status form posts to its action and keeps the choice', async ({ page }) => {
    const [id] = await createLeads(tagged(), [{ name: 'Ritika Bansal' }]);
    // The page's scripts are held back, so the form is the server's HTML alone (a slow phone on a poor network).
    const held: Route[] = [];
    await page.route(/\/_next\/static\/chunks\/.+\.js(\?|$)/, (route) => void held.push(route));
    await page.goto(`/admin/leads/${id}`, { waitUntil: 'commit' });
    const statusForm = main(page).getByRole('form', { name: 'Status' });
    await expect(statusForm.getByLabel('Conversion value (₹)')).toBeHidden();
    await statusForm.getByLabel('Status').selectOption({ label: 'Converted' });
    await statusForm.getByLabel('Conversion value (₹)').fill('52000');
    expect(held.length, 'no script had loaded').toBeGreaterThan(0);
    await statusForm.getByRole('button', { name: 'Save' }).click();
    await expect.poll(async () => (await leadRow(id)).status).toBe('converted');
    expect(await leadRow(id)).toMatchObject({ conversion_value: 52000 });
    await page.unroute(/\/_next\/static\/chunks\/.+\.js(\?|$)/);
    for (const route of held.splice(0)) await route.continue().catch(() => undefined);
    await page.goto(`/admin/leads/${id}`);
    await expect(statusForm.getByLabel('Status')).toHaveValue('converted');
    await expect(fact(main(page).getByRole('region', { name: 'Dates' }), 'Conversion value')).toHaveText('₹52,000');
  });

  test('notes are appended with author and time, a blank line apart, counting the attempts', async ({ page }) => {
    const [id] = await createLeads(tagged(), [{ name: 'Omkar Joshi' }]);
    await page.goto(`/admin/leads/${id}`);
    const noteForm = main(page).getByRole('form', { name: 'Add a note' });
    await noteForm.getByLabel('Add a note').fill('Wants a call after 6 pm');
    const notes = main(page).getByRole('region', { name: 'Notes' });
    await noteForm.getByRole('button', { name: 'Add note' }).click();
    await expect(toast(page, 'Note added.')).toBeVisible();
    await expect(notes.getByText(/Wants a call after 6 pm/)).toBeVisible();
    await noteForm.getByLabel('Add a note').fill('Sent the XAT brochure');
    await noteForm.getByRole('button', { name: 'Add note' }).click();
    await expect(notes.getByText(/Sent the XAT brochure/)).toBeVisible();
    await expect(noteForm.getByLabel('Add a note')).toHaveValue('');
    await noteForm.getByLabel('Add a note').fill('Budget is tight');
    await noteForm.getByLabel('Internal note (staff only)').check();
    await noteForm.getByRole('button', { name: 'Add note' }).click();
    await expect(toast(page, 'Internal note added.')).toBeVisible();

    const lead = await leadRow(id);
    const entries = String(lead.notes).split('\n\n');
    expect(entries).toHaveLength(2);
    const author = admin.email.split('@')[0];
    const entry = (text: string) => new RegExp(`^\\[\\d{1,2} [A-Z][a-z]{2} \\d{4}, \\d{2}:\\d{2} IST · ${author}\\] ${text}$`);
    expect(entries[0]).toMatch(entry('Wants a call after 6 pm'));
    expect(entries[1]).toMatch(entry('Sent the XAT brochure'));
    expect(lead.internal_notes).toMatch(entry('Budget is tight'));
    expect(lead.contact_attempts).toBe(3);
    await expect(notes.getByText(entries[1])).toBeVisible();
  });

  test('a call is logged in two clicks', async ({ page }) => {
    const [id] = await createLeads(tagged(), [{ name: 'Pooja Hegde' }]);
    await page.goto(`/admin/leads/${id}`);
    await main(page).getByText('Log a call').click();
    await main(page).getByRole('button', { name: 'No answer' }).click();
    await expect(toast(page, 'Call logged: No answer.')).toBeVisible();
    const lead = await leadRow(id);
    expect(lead.internal_notes).toMatch(/\] Call: No answer\.$/);
    expect(lead.contact_attempts).toBe(1);
    expect(lead.status).toBe('new');
    await expect(main(page).getByRole('region', { name: 'Timeline' }).getByText('Call logged: No answer')).toBeVisible();
  });

  test('filters, search and sort live in the URL; / j and Enter work the table', async ({ page }) => {
    const tag = tagged();
    await createLeads(tag, [
      { name: 'Zoya Ahmed', source: 'facebook', lead_score: 40 },
      { name: 'Arjun Nair', source: 'facebook', lead_score: 70 },
      { name: 'Meena Das', source: 'linkedin', lead_score: 90 },
    ]);
    await page.goto('/admin/leads');
    const search = main(page).getByLabel(/^Search/);
    // The key works once the table's script has loaded.
    await expect(async () => {
      await page.keyboard.press('/');
      await expect(search).toBeFocused({ timeout: 500 });
    }).toPass();
    await page.keyboard.type(tag);
    await main(page).getByRole('search', { name: 'Filter leads' }).getByLabel('Source').selectOption({ label: 'Facebook' });
    await main(page).getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]q=${tag}(&|$)`));
    await expect(page).toHaveURL(/[?&]source=facebook(&|$)/);
    await expect(main(page).getByText('2 leads match these filters')).toBeVisible();

    await main(page).getByRole('columnheader', { name: 'Name' }).getByRole('link').click();
    await expect(page).toHaveURL(/[?&]sort=name&dir=asc/);
    await expect(rowNames(page)).toHaveText(['Arjun Nair', 'Zoya Ahmed']);
    await main(page).getByRole('columnheader', { name: /Name/ }).getByRole('link').click();
    await expect(page).toHaveURL(/[?&]sort=name&dir=desc/);
    await expect(rowNames(page)).toHaveText(['Zoya Ahmed', 'Arjun Nair']);

    // The URL alone reproduces the view.
    const url = page.url();
    await page.goto('/admin/leads');
    await page.goto(url);
    await expect(rowNames(page)).toHaveText(['Zoya Ahmed', 'Arjun Nair']);

    await page.locator('body').click();
    await page.keyboard.press('j');
    await expect(rowNames(page).first()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Zoya Ahmed' })).toBeVisible();
  });

  test('the chosen columns are remembered', async ({ page }) => {
    const tag = tagged();
    await createLeads(tag, [{ name: 'Ritu Varma', phone: '+91 90000 12345' }]);
    await page.goto(`/admin/leads?q=${tag}`);
    const table = main(page).getByRole('table', { name: 'Leads' });
    await expect(table.getByRole('columnheader', { name: 'Phone' })).toHaveCount(0);
    await main(page).getByText('Columns', { exact: true }).click();
    await main(page).getByRole('checkbox', { name: 'Phone' }).check();
    await expect(table.getByRole('cell', { name: '+91 90000 12345' })).toBeVisible();
    await page.reload();
    await expect(table.getByRole('columnheader', { name: 'Phone' })).toBeVisible();
  });

  test('the export downloads the filtered leads as CSV with every column, and is audited', async ({ page }) => {
    const tag = tagged();
    await createLeads(tag, [
      { name: 'Sana Shaikh', message: `Line one, "quoted"\nline two ${tag}` },
      { name: 'Tarun Bhatia' },
      { name: 'Uma Pillai' },
    ]);
    await page.goto(`/admin/leads?q=${tag}`);
    await expect(main(page).getByText('3 leads match these filters')).toBeVisible();
    const downloading = page.waitForEvent('download');
    await main(page).getByRole('link', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('leads-export.csv');
    const csv = await readFile((await download.path())!, 'utf8');
    const parsed = Papa.parse<Record<string, string>>(csv.replace(/^\uFEFF/, ''), { header: true, skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    expect(parsed.data.map((r) => r.name).sort()).toEqual(['Sana Shaikh', 'Tarun Bhatia', 'Uma Pillai']);
    expect(parsed.data.find((r) => r.name === 'Sana Shaikh')?.message).toBe(`Line one, "quoted"\nline two ${tag}`);
    const { data: sample } = await leadRecords().from('leads').select('*').limit(1).single();
    for (const column of Object.keys(sample as object)) expect(parsed.meta.fields).toContain(column);
    expect(parsed.meta.fields).toEqual(expect.arrayContaining(['assigned_counselor_name', 'assigned_counselor_email']));

    const { data: events } = await leadRecords()
      .from('lead_events')
      .select('actor_id, details')
      .eq('action', 'exported')
      .eq('actor_id', admin.id);
    expect(events).toEqual([{ actor_id: admin.id, details: { count: 3, filters: { q: tag } } }]);
  });

  test('a bulk status change asks first, naming the count', async ({ page }) => {
    const tag = tagged();
    const ids = await createLeads(tag, [{ name: 'Vivek Rao' }, { name: 'Wasim Khan' }, { name: 'Yamini Sen' }]);
    await page.goto(`/admin/leads?q=${tag}&sort=name&dir=asc`);
    await main(page).getByRole('checkbox', { name: 'Select Vivek Rao' }).check();
    await main(page).getByRole('checkbox', { name: 'Select Wasim Khan' }).check();
    await expect(main(page).getByText('2 leads selected')).toBeVisible();
    await main(page).getByLabel('New status for the selected leads').selectOption({ label: 'Contacted' });
    await main(page).getByRole('button', { name: 'Apply status' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Change status of 2 leads to Contacted?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Change status' }).click();
    await expect(toast(page, 'Status of 2 leads set to Contacted.')).toBeVisible();
    expect((await leadRow(ids[0])).status).toBe('contacted');
    expect((await leadRow(ids[1])).status).toBe('contacted');
    expect((await leadRow(ids[2])).status).toBe('new');
  });

  test('axe finds no serious or critical violation on the list, a lead and the follow-ups', async ({ page }) => {
    const [id] = await createLeads(tagged(), [{ name: 'Axe Tester', phone: '+91 90000 54321' }]);
    for (const path of ['/admin/leads', `/admin/leads/${id}`, '/admin/leads/follow-ups']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      const serious = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map(
          (v) =>
            `${v.id}: ${v.nodes
              .map((n) => n.target.join(' '))
              .slice(0, 3)
              .join(', ')}`,
        );
      expect(serious, path).toEqual([]);
    }
  });

  test('deleting asks first, naming the lead', async ({ page }) => {
    const [id] = await createLeads(tagged(), [{ name: 'Zubin Mistry' }]);
    await page.goto(`/admin/leads/${id}`);
    await main(page).getByRole('button', { name: 'Delete lead' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete the lead Zubin Mistry?' });
    await dialog.getByRole('button', { name: 'Delete lead' }).click();
    await expect(page).toHaveURL(`${E2E_BASE_URL}/admin/leads?deleted=1`);
    await expect(main(page).getByText('The lead was deleted.')).toBeVisible();
    const { data } = await leadRecords().from('leads').select('id').eq('id', id);
    expect(data).toEqual([]);
  });
});

/** The hidden fields React renders for a form posting to a server action, read from a page that shows it. */
async function actionFields(form: Locator): Promise<Record<string, string>> {
  return form.evaluate((element) => {
    const out: Record<string, string> = {};
    for (const input of Array.from(element.querySelectorAll<HTMLInputElement>('input[type="hidden"]')))
      out[input.name] = input.value;
    return out;
  });
}

test.describe('as a counsellor', () => {
  test('works every lead but has no assign or delete controls, and the server refuses a forged assignment', async ({
    browser,
  }) => {
    const [id] = await createLeads(tagged(), [{ name: 'Aditi Rao' }]);
    const rahul = 'c0000000-0000-4000-8000-000000000002';

    // A manager's page holds the assignment form; its fields, posted by the counsellor, are a forged form.
    const managerContext = await browser.newContext();
    await signInAs(managerContext, admin);
    const managerPage = await managerContext.newPage();
    await managerPage.goto(`/admin/leads/${id}`);
    const fields = await actionFields(managerPage.getByRole('form', { name: 'Counsellor' }));
    expect(Object.keys(fields).some((name) => name.startsWith('$ACTION'))).toBe(true);

    const context = await browser.newContext();
    await signInAs(context, counsellor);
    const page = await context.newPage();
    await page.goto('/admin/leads');
    await expect(rowNames(page).filter({ hasText: 'Aditi Rao' })).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Not contacted in time' })).toHaveCount(0);
    await main(page).getByRole('checkbox', { name: 'Select Aditi Rao' }).check();
    await expect(main(page).getByLabel('New status for the selected leads')).toBeVisible();
    await expect(main(page).getByLabel('Counsellor for the selected leads')).toHaveCount(0);

    await page.goto(`/admin/leads/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Aditi Rao' })).toBeVisible();
    await expect(main(page).getByRole('form', { name: 'Counsellor' })).toHaveCount(0);
    await expect(main(page).getByRole('button', { name: 'Delete lead' })).toHaveCount(0);
    await expect(main(page).getByRole('form', { name: 'Status' })).toBeVisible();

    const forged = { ...fields, leadId: id, counsellorId: rahul };
    const refused = await context.request.post(`/admin/leads/${id}`, { multipart: forged });
    expect(refused.status()).toBeLessThan(500);
    expect((await leadRow(id)).assigned_counselor_id).toBeNull();

    // The same post from the manager does assign: the refusal above was the server's, not a broken form.
    await managerContext.request.post(`/admin/leads/${id}`, { multipart: forged });
    expect((await leadRow(id)).assigned_counselor_id).toBe(rahul);
    await managerContext.close();
    await context.close();
  });
});

test('a community moderator sees Access Denied on the leads', async ({ page, context }) => {
  await signInAs(context, moderator);
  await page.goto('/admin/leads');
  await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
  await expect(main(page).getByText("You don't have permission to access this page.")).toBeVisible();
  await expect(main(page).getByRole('list', { name: 'Required roles' }).getByRole('listitem')).toHaveText([
    'Super admin',
    'Editor',
    'Counsellor',
  ]);
  await expect(main(page).getByRole('table')).toHaveCount(0);
  const exported = await page.request.get('/admin/leads/export');
  expect(exported.status()).toBe(403);
});
