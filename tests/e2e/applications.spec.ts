import { expect, test } from '@playwright/test';
import { axeViolations } from './support/axe';
import { createTestUser, signInAs } from './support/session';

// Issue 16, my applications: a member tracks colleges, records where each stands and its form fee, and sees
// the total; a wrong fee is refused beside the field with what they typed kept.

test('a member tracks two colleges, sets their status and fees and sees the budget', async ({ page, context }) => {
  const user = await createTestUser();
  await signInAs(context, user);
  await page.goto('/profile');
  await page.getByRole('link', { name: 'Open my applications' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My applications' })).toBeVisible();
  await expect(page.getByText('You are not tracking any college yet.')).toBeVisible();

  for (const [query, name] of [
    ['Kozhikode', 'Indian Institute of Management Kozhikode'],
    ['XLRI', 'XLRI - Xavier School of Management'],
  ]) {
    await page.getByRole('searchbox', { name: 'College name' }).fill(query);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('button', { name: `Track ${name}` }).click();
    await expect(page.getByRole('article', { name })).toBeVisible();
  }

  const iimk = page.getByRole('article', { name: 'Indian Institute of Management Kozhikode' });
  // The seeded calendar has no college deadlines (none were published): the card says where to look instead.
  await expect(iimk.getByText('No dates for this college in our exam calendar yet')).toBeVisible();
  await iimk.getByLabel('Status').selectOption({ label: 'Applied' });
  await iimk.getByLabel('Form fee (₹)').fill('2,500');
  await iimk.getByLabel('Notes').fill('CAT form covers all IIMs');
  await iimk.getByRole('button', { name: 'Save' }).click();
  await expect(iimk.getByRole('status')).toHaveText('Saved Indian Institute of Management Kozhikode.');

  const xlri = page.getByRole('article', { name: 'XLRI - Xavier School of Management' });
  await xlri.getByLabel('Form fee (₹)').fill('two thousand');
  await xlri.getByRole('button', { name: 'Save' }).click();
  await expect(xlri.getByText('Enter the form fee in rupees, e.g. 2500, or leave it empty.')).toBeVisible();
  await expect(xlri.getByLabel('Form fee (₹)')).toHaveValue('two thousand');
  await xlri.getByLabel('Form fee (₹)').fill('2300');
  await xlri.getByRole('button', { name: 'Save' }).click();
  await expect(xlri.getByRole('status')).toHaveText('Saved XLRI - Xavier School of Management.');

  await page.reload();
  await expect(page.getByTestId('form-fee-total')).toHaveText('₹4,800');
  await expect(iimk.getByLabel('Status')).toHaveValue('applied');
  await expect(iimk.getByLabel('Notes')).toHaveValue('CAT form covers all IIMs');
  expect(await axeViolations(page)).toEqual([]);

  page.once('dialog', (dialog) => void dialog.accept());
  await xlri.getByRole('button', { name: 'Stop tracking XLRI - Xavier School of Management' }).click();
  await expect(xlri).toHaveCount(0);
  await expect(page.getByTestId('form-fee-total')).toHaveText('₹2,500');
});

test('a signed-out visitor is sent to sign in and back', async ({ page }) => {
  await page.goto('/profile/applications');
  await expect(page).toHaveURL(/\/signin\?redirect=%2Fprofile%2Fapplications/);
});
