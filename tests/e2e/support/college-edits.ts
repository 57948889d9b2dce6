import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import { E2E_SUPABASE_URL, e2eKeys } from '../env';

/*
 * A college of a test's own, with one programme, written with the service role (so no cached page has shown it
 * yet), and an editor's rename of that programme through the back office (which publishes the change).
 */

export interface TestCollege {
  id: string;
  slug: string;
  name: string;
  programmeId: string;
}

function service() {
  return createClient(E2E_SUPABASE_URL, e2eKeys().serviceRoleKey, { auth: { persistSession: false, autoRefreshToken: false } });
}

export async function createTestCollege(prefix: string, programme: string): Promise<TestCollege> {
  const tag = randomUUID().slice(0, 8);
  const db = service();
  const created = await db
    .from('colleges')
    .insert({
      name: `${prefix} College ${tag}`,
      slug: `${prefix.toLowerCase().replace(/\W+/g, '-')}-${tag}`,
      location: 'Pune, Maharashtra',
      city: 'Pune',
      state: 'Maharashtra',
      type: 'Private',
    })
    .select('id, slug, name')
    .single();
  if (created.error) throw new Error(`creating the college failed: ${created.error.message}`);
  const added = await db
    .from('college_programs')
    .insert({ college_id: created.data.id, name: programme, degree: 'PGDM', seats: 60, total_fees: 900000, fees_year: '2025-27' })
    .select('id')
    .single();
  if (added.error) throw new Error(`creating the programme failed: ${added.error.message}`);
  return { ...(created.data as { id: string; slug: string; name: string }), programmeId: (added.data as { id: string }).id };
}

/** Changes the programme's name behind every cache's back (no revalidation). */
export async function renameProgrammeDirectly(college: TestCollege, name: string): Promise<void> {
  const { error } = await service().from('college_programs').update({ name }).eq('id', college.programmeId);
  if (error) throw new Error(`changing the programme failed: ${error.message}`);
}

/** An editor (signed in on `page`) renames the college's first programme on `baseUrl`'s back office and saves. */
export async function renameProgrammeInBackOffice(page: Page, baseUrl: string, collegeId: string, name: string): Promise<void> {
  await page.goto(`${baseUrl}/admin/colleges/${collegeId}`);
  const field = page
    .getByRole('main')
    .getByRole('group', { name: 'Programme 1' })
    .getByLabel(/^Programme name( \*)?$/);
  await expect(async () => {
    await field.fill(name);
    await expect(field).toHaveValue(name, { timeout: 1000 });
  }).toPass();
  await page.getByRole('main').getByRole('button', { name: 'Save college' }).click();
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'saved.' })).toBeVisible();
}
