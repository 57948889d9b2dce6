import { expect, test, type Page, type Route } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import { E2E_BASE_URL, E2E_SUPABASE_URL, e2eKeys } from './env';
import { createTestUser, signInAs, type TestUser } from './support/session';

/*
 * Spec §8: a profile update that fails reads "Failed to update profile", and nothing is saved. The failures are
 * the ones people meet: the save never reaches the server (the connection drops, a proxy answers with its own
 * error page), or the database refuses it (the profile row is gone from under the open page).
 * The server's side of the refusal is also tests/integration/profile-update.test.ts.
 */

const FAILED = 'Failed to update profile';

const service = () =>
  createClient(E2E_SUPABASE_URL, e2eKeys().serviceRoleKey, { auth: { persistSession: false, autoRefreshToken: false } });
const profileForm = (page: Page) => page.getByRole('form', { name: 'Edit profile' });

async function storedProfile(user: TestUser) {
  const { data, error } = await service().from('profiles').select('name, current_education').eq('id', user.id);
  if (error) throw new Error(`reading the profile failed: ${error.message}`);
  return data;
}

/** A member on /profile with the form showing what is stored: the name from their e-mail, nothing else yet. */
async function onProfile(page: Page): Promise<{ user: TestUser; name: string }> {
  const user = await createTestUser();
  await signInAs(page.context(), user);
  await page.goto('/profile');
  const name = user.email.split('@')[0];
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(profileForm(page).getByLabel('Full name')).toHaveValue(name);
  return { user, name };
}

async function editAndSave(page: Page): Promise<void> {
  await profileForm(page).getByLabel('Full name').fill('Ravi Shankar');
  await profileForm(page).getByLabel('Current education').fill('B.Tech, final year');
  await profileForm(page).getByRole('button', { name: 'Save Profile' }).click();
}

/** The form's save is a Next server action: a POST to the page itself carrying a Next-Action header. */
async function failProfileSave(page: Page, fail: (route: Route) => Promise<void>): Promise<string[]> {
  const intercepted: string[] = [];
  await page.route(`${E2E_BASE_URL}/profile`, async (route) => {
    const request = route.request();
    if (request.method() !== 'POST' || !(await request.headerValue('next-action'))) return route.fallback();
    intercepted.push(request.method());
    await fail(route);
  });
  return intercepted;
}

const failures: [string, (route: Route) => Promise<void>][] = [
  ['the connection drops', (route) => route.abort('connectionfailed')],
  [
    'a proxy answers with its own error page',
    (route) =>
      route.fulfill({ status: 502, contentType: 'text/html', body: '<html><body><h1>502 Bad Gateway</h1></body></html>' }),
  ],
];

for (const [situation, fail] of failures) {
  test(`when ${situation} during a profile save, the member reads "${FAILED}" and nothing changes`, async ({ page }) => {
    const { user, name } = await onProfile(page);
    const intercepted = await failProfileSave(page, fail);

    await editAndSave(page);

    await expect(profileForm(page).getByRole('alert')).toHaveText(FAILED);
    await expect(page.getByText('Profile updated successfully!')).toHaveCount(0);
    expect(intercepted, 'the save was sent, and failed').toEqual(['POST']);
    // What they typed stays in the form for another try; nothing of it was stored.
    await expect(profileForm(page).getByLabel('Full name')).toHaveValue('Ravi Shankar');
    expect(await storedProfile(user)).toEqual([{ name, current_education: '' }]);

    await page.unroute(`${E2E_BASE_URL}/profile`);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(profileForm(page).getByLabel('Full name')).toHaveValue(name);
    await expect(profileForm(page).getByLabel('Current education')).toHaveValue('');
  });
}

test(`when the database has no profile to update, the member reads "${FAILED}" and nothing is saved`, async ({ page }) => {
  const { user, name } = await onProfile(page);
  // The row goes while the page is open (a super admin may delete profiles): the update finds nothing to change.
  const { error } = await service().from('profiles').delete().eq('id', user.id);
  expect(error).toBeNull();

  await editAndSave(page);

  await expect(profileForm(page).getByRole('alert')).toHaveText(FAILED);
  await expect(page.getByText('Profile updated successfully!')).toHaveCount(0);
  expect(await storedProfile(user), 'the refused save created no profile').toEqual([]);

  // Spec §4: the next load makes the missing profile again, from the account (the e-mail's name), not from the save.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(profileForm(page).getByLabel('Current education')).toHaveValue('');
});
