import { expect, test, type Locator, type Page } from '@playwright/test';
import { AUTH_ERRORS } from '@/lib/auth/error-messages';
import { DATA_ERRORS } from '@/lib/errors/data-error';
import { consentOptions } from '@/lib/leads/consent';
import { NEWSLETTER_MESSAGES } from '@/lib/newsletter/messages';
import { LEADS_SAMPLE_NOTICE } from '@/lib/samples/notice';
import { asVisitor, leadRecords, leadsFor, pastMinimumTime, uniqueEmail } from './support/leads';
import { createTestUser, signInAs, TEST_PASSWORD } from './support/session';
import { controlStack } from './support/stack';

/*
 * Issue 13's fault story: the local stack stops while the site runs, and starts again. Runs in the outage
 * project (playwright.config.ts matches *outage.spec.ts), after every other project: the outage would fail any
 * test running at the same time. The other outage specs cover spec §4's samples (videos, the leads dashboard and
 * list) and the contact form; this one follows a visitor and two staff members through the whole outage.
 */

/** A public page a visitor read before the outage, and the part of it that comes from the database. */
interface CachedPage {
  path: string;
  content: (page: Page) => Locator;
}

const COLLEGE = { slug: 'iim-ahmedabad', name: 'Indian Institute of Management Ahmedabad', shortName: 'IIM Ahmedabad' };
const POST_TITLE = 'CAT Exam Pattern Explained: Sections, Timing and Marking (CAT 2025)';

const CACHED_PAGES: CachedPage[] = [
  {
    path: '/',
    content: (page) =>
      page
        .locator('section')
        .filter({ has: page.getByRole('heading', { level: 2, name: 'Latest articles', exact: true }) })
        .getByRole('article')
        .getByRole('heading', { level: 3 }),
  },
  { path: '/colleges', content: (page) => page.getByRole('region', { name: 'Results' }).getByRole('heading', { level: 3 }) },
  { path: `/colleges/${COLLEGE.slug}`, content: (page) => page.getByRole('heading', { level: 1 }) },
  { path: '/blog/cat-exam-pattern-explained', content: (page) => page.getByRole('heading', { level: 1 }) },
];

/** Opens a page and checks it is served whole: 200, and no error in place of its content. */
async function openServed(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), `${path} answers 200`).toBe(200);
  const main = page.getByRole('main');
  await expect(main).not.toContainText(DATA_ERRORS.CONNECTION_ERROR);
  await expect(main).not.toContainText('Something went wrong');
}

test('the stack stops while the site runs: read pages still serve, forms keep what was typed and land once it is back, and the back office says what is wrong', async ({
  browser,
  page,
}) => {
  // A read refused while the stack is down can be retried by supabase-js before it fails (several seconds).
  test.setTimeout(120_000);

  // Before the outage: an editor works in the back office, a visitor reads four pages and opens the
  // consultation form from the college page.
  const editor = await createTestUser({ role: 'super_admin', isAdmin: true });
  const backOffice = await (await browser.newContext()).newPage();
  await signInAs(backOffice.context(), editor);
  await backOffice.goto('/admin');
  await expect(backOffice.getByTestId('admin-identity')).not.toContainText('Offline');

  await asVisitor(page);
  const seen = new Map<string, string[]>();
  for (const { path, content } of CACHED_PAGES) {
    await openServed(page, path);
    await expect(content(page).first()).toBeVisible();
    seen.set(path, await content(page).allTextContents());
  }
  expect(seen.get(`/colleges/${COLLEGE.slug}`)).toEqual([COLLEGE.name]);
  expect(seen.get('/blog/cat-exam-pattern-explained')).toEqual([POST_TITLE]);
  expect(seen.get('/colleges')).toContain(COLLEGE.name);

  await page.goto(`/colleges/${COLLEGE.slug}`);
  await page.getByRole('link', { name: 'Book a free consultation' }).last().click();
  await expect(page.getByRole('heading', { name: `Your consultation about ${COLLEGE.shortName}` })).toBeVisible();
  const rendered = Date.now();
  const email = uniqueEmail('faults-consult');
  const form = page.getByRole('form', { name: 'Contact form' });
  const [contactMe] = consentOptions('consultation');
  const typed = async () => {
    await expect(form.getByLabel('Full name')).toHaveValue('Ishita Banerjee');
    await expect(form.getByLabel('Email', { exact: true })).toHaveValue(email);
    await expect(form.getByLabel('Phone (optional)')).toHaveValue('+91 91234 56789');
    await expect(form.getByRole('checkbox', { name: 'CAT', exact: true })).toBeChecked();
    await expect(form.getByRole('checkbox', { name: 'XAT', exact: true })).toBeChecked();
    await expect(form.getByLabel('Current education (optional)')).toHaveValue('B.Tech, 2 years at an IT firm');
    await expect(form.getByLabel('Message (optional)')).toHaveValue('Mock percentile 97. Is the PGP realistic for me?');
    await expect(form.getByLabel(contactMe.label)).toBeChecked();
  };
  await form.getByLabel('Full name').fill('Ishita Banerjee');
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Phone (optional)').fill('+91 91234 56789');
  await form.getByRole('checkbox', { name: 'CAT', exact: true }).check();
  await form.getByRole('checkbox', { name: 'XAT', exact: true }).check();
  await form.getByLabel('Current education (optional)').fill('B.Tech, 2 years at an IT firm');
  await form.getByLabel('Message (optional)').fill('Mock percentile 97. Is the PGP realistic for me?');
  await form.getByLabel(contactMe.label).check();
  await pastMinimumTime(page, rendered);

  // A second member of staff who has not signed in yet.
  const signIn = await (await browser.newContext()).newPage();
  await signIn.goto('/admin/login');
  const signInForm = signIn.getByRole('form', { name: 'Admin sign in' });
  await signInForm.getByLabel('Email').fill(editor.email);
  await signInForm.getByLabel('Password').fill(TEST_PASSWORD);

  // In another tab the visitor keeps reading, and subscribes from a post's footer.
  const reading = await page.context().newPage();
  const subscriber = uniqueEmail('faults-news');

  await controlStack('suspend');
  try {
    // The pages read before are served from the cache: whole, with the same content.
    for (const { path, content } of CACHED_PAGES) {
      await openServed(reading, path);
      await expect(content(reading)).toHaveText(seen.get(path) ?? []);
    }
    const footer = reading.getByRole('contentinfo');
    await footer.getByLabel('Email address').fill(subscriber);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByRole('status')).toHaveText(DATA_ERRORS.CONNECTION_ERROR, { timeout: 20_000 });
    await expect(footer.getByLabel('Email address')).toHaveValue(subscriber);

    // The consultation form says the server cannot be reached and keeps every field.
    await form.getByRole('button', { name: 'Request a consultation' }).click();
    await expect(form.getByRole('status')).toHaveText(DATA_ERRORS.CONNECTION_ERROR, { timeout: 20_000 });
    await typed();

    // The signed-in editor's back office says it is offline (spec §4's sample leads, with their notice), and
    // a section with no samples says why it has nothing to show instead of failing.
    await backOffice.goto('/admin');
    await expect(backOffice.getByTestId('admin-identity')).toContainText('Offline: database unreachable', { timeout: 20_000 });
    await expect(backOffice.getByRole('status').filter({ hasText: LEADS_SAMPLE_NOTICE })).toBeVisible();
    await backOffice.goto('/admin/colleges');
    await expect(backOffice.getByRole('main')).toContainText(DATA_ERRORS.CONNECTION_ERROR, { timeout: 20_000 });
    await expect(backOffice.getByRole('main')).not.toContainText('Something went wrong');

    // Signing in says the authentication service cannot be reached, and keeps what was typed.
    await signInForm.getByRole('button', { name: 'Sign In' }).click();
    await expect(signInForm.getByRole('alert')).toHaveText(AUTH_ERRORS.serviceUnavailable, { timeout: 20_000 });
    await expect(signInForm.getByLabel('Email')).toHaveValue(editor.email);
    await expect(signInForm.getByLabel('Password')).toHaveValue(TEST_PASSWORD);
  } finally {
    await controlStack('resume');
  }

  // Back up: sending again, without typing anything, stores each submission once.
  await form.getByRole('button', { name: 'Request a consultation' }).click();
  await expect(form.getByRole('status')).toContainText(`Your consultation request about ${COLLEGE.shortName}`);
  const { data: college } = await leadRecords().from('colleges').select('id').eq('slug', COLLEGE.slug).single();
  const leads = await leadsFor(email);
  expect(leads).toHaveLength(1);
  expect(leads[0]).toMatchObject({
    name: 'Ishita Banerjee',
    form_type: 'consultation',
    college_id: college?.id,
    target_exams: ['CAT', 'XAT'],
    current_education: 'B.Tech, 2 years at an IT firm',
    message: 'Mock percentile 97. Is the PGP realistic for me?',
  });

  const footer = reading.getByRole('contentinfo');
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByRole('status')).toHaveText(NEWSLETTER_MESSAGES.success);
  expect(await leadsFor(subscriber)).toEqual([expect.objectContaining({ form_type: 'newsletter', newsletter_subscribed: true })]);

  // The back office works again: the sign-in goes through, and the editor's pages show live data.
  await signInForm.getByRole('button', { name: 'Sign In' }).click();
  await expect(signIn).toHaveURL(/\/admin$/);
  await expect(signIn.getByTestId('admin-identity')).toContainText('Super admin');
  await backOffice.goto('/admin');
  await expect(backOffice.getByTestId('admin-identity')).not.toContainText('Offline');
  await expect(backOffice.getByRole('status').filter({ hasText: LEADS_SAMPLE_NOTICE })).toHaveCount(0);
  // Searched for: by the end of the suite other tests' colleges push it off the first page.
  await backOffice.goto(`/admin/colleges?q=${encodeURIComponent(COLLEGE.name)}`);
  await expect(backOffice.getByRole('main')).toContainText(COLLEGE.name);
  await expect(backOffice.getByRole('main')).not.toContainText(DATA_ERRORS.CONNECTION_ERROR);
});
