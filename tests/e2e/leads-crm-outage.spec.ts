import { expect, test } from '@playwright/test';
import { DATA_ERRORS } from '@/lib/errors/data-error';
import { LEADS_SAMPLE_NOTICE } from '@/lib/samples/notice';
import { leadRecords, uniqueEmail } from './support/leads';
import { createTestUser, signInAs } from './support/session';
import { controlStack } from './support/stack';

/*
 * Runs in the outage project (playwright.config.ts matches *outage.spec.ts), after every other project: taking
 * the database away would fail any test running at the same time.
 */

test('with the database down the leads list shows the five sample leads with the notice, and a change says why it failed', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAs(page.context(), await createTestUser({ role: 'super_admin', isAdmin: true }));
  const { data, error } = await leadRecords()
    .from('leads')
    .insert({ name: 'Outage Lead', email: uniqueEmail('crm-outage') })
    .select('id')
    .single();
  if (error) throw new Error(`creating the lead failed: ${error.message}`);
  const id = (data as { id: string }).id;
  // Pages opened while the database is up, as staff would have them open when it goes away.
  await page.goto('/admin/leads');
  await expect(page.getByRole('table', { name: 'Leads' })).toBeVisible();
  await page.goto(`/admin/leads/${id}`);
  const noteForm = page.getByRole('form', { name: 'Add a note' });
  await expect(noteForm).toBeVisible();

  await controlStack('suspend');
  try {
    await noteForm.getByLabel('Add a note').fill('Written during the outage');
    await noteForm.getByRole('button', { name: 'Add note' }).click();
    await expect(noteForm.getByRole('alert')).toHaveText(DATA_ERRORS.CONNECTION_ERROR, { timeout: 20_000 });
    await expect(noteForm.getByLabel('Add a note')).toHaveValue('Written during the outage');

    await page.goto('/admin/leads');
    await expect(page.getByRole('status').filter({ hasText: LEADS_SAMPLE_NOTICE })).toBeVisible({ timeout: 20_000 });
    const table = page.getByRole('table', { name: 'Leads' });
    await expect(table.getByRole('rowheader')).toHaveCount(5);
    for (const name of ['Aarav Sharma', 'Ananya Iyer', 'Rohan Gupta', 'Sneha Reddy', 'Vikram Singh']) {
      await expect(table.getByRole('rowheader', { name: new RegExp(name) })).toBeVisible();
    }
    // Sample leads have no record to open, and there is nothing to export.
    await expect(table.getByRole('link', { name: 'Aarav Sharma' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveCount(0);
  } finally {
    await controlStack('resume');
  }

  const { data: after } = await leadRecords().from('leads').select('notes, contact_attempts').eq('id', id).single();
  expect(after).toEqual({ notes: null, contact_attempts: 0 });
  await page.goto('/admin/leads');
  await expect(page.getByRole('status').filter({ hasText: LEADS_SAMPLE_NOTICE })).toHaveCount(0);
});
