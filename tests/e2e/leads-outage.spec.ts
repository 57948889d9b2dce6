import { expect, test } from '@playwright/test';
import { consentOptions } from '@/lib/leads/consent';
import { asVisitor, leadsFor, pastMinimumTime, uniqueEmail } from './support/leads';
import { controlStack } from './support/stack';

/*
 * Runs in the outage project (playwright.config.ts matches *outage.spec.ts), after every other project: taking
 * the database away would fail any test running at the same time.
 */

test('with the database down the contact form keeps everything typed, and sending again afterwards stores it once', async ({
  page,
}) => {
  await asVisitor(page);
  const email = uniqueEmail('outage');
  await page.goto('/contact');
  const rendered = Date.now();
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Full name').fill('Kabir Singh');
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Subject (optional)').fill('XAT and GMAT');
  await form.getByLabel('Message').fill('Two years of work experience, 90 percentile. Where should I apply?');
  const whatsapp = consentOptions('contact')[2].label;
  await form.getByLabel('Phone (optional)').fill('9876543210');
  await form.getByLabel(whatsapp).check();
  await pastMinimumTime(page, rendered);

  await controlStack('suspend');
  try {
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByRole('status')).toHaveText(
      'Unable to connect to the server. Please check your internet connection and try again.',
    );
    await expect(form.getByLabel('Full name')).toHaveValue('Kabir Singh');
    await expect(form.getByLabel('Email', { exact: true })).toHaveValue(email);
    await expect(form.getByLabel('Subject (optional)')).toHaveValue('XAT and GMAT');
    await expect(form.getByLabel('Message')).toHaveValue(/90 percentile/);
    await expect(form.getByLabel(whatsapp)).toBeChecked();
    await expect(form.getByRole('status')).not.toContainText('Thank you');
  } finally {
    await controlStack('resume');
  }

  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByRole('status')).toContainText('Thank you! Your message has reached our team.');
  const leads = await leadsFor(email);
  expect(leads).toHaveLength(1);
  expect(leads[0]).toMatchObject({ name: 'Kabir Singh', subject: 'XAT and GMAT', phone: '9876543210' });
});
