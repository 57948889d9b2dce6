import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import { E2E_SUPABASE_URL, e2eKeys } from './env';
import { waitForMails } from './support/mailbox';
import { createTestUser, signInAs } from './support/session';

// Issue 37, verified reviews end to end: a member proves a tie by the e-mailed link, writes a review, a review
// moderator approves it at /admin/reviews and it shows on the cached public college page; a refusal's reason
// reaches its author; an editor has no review moderation; the form and the desk work at 360 px.

const service = () =>
  createClient(E2E_SUPABASE_URL, e2eKeys().serviceRoleKey, { auth: { persistSession: false, autoRefreshToken: false } });

const TEXT =
  'The two years here were demanding and worth every rupee. Finance and strategy faculty were excellent, the ' +
  'placement committee worked hard for every batch, and campus life kept us going through the exams and interviews.';

async function newCollege() {
  const db = service();
  const slug = `e2e-reviews-${randomUUID().slice(0, 8)}`;
  const { data, error } = await db
    .from('colleges')
    .insert({ slug, name: `Review Test Institute ${slug.slice(-8)}`, location: 'Pune, Maharashtra', type: 'Private' })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  const programmes = await db.from('college_programs').insert({ college_id: data.id, name: 'PGDM' });
  if (programmes.error) throw new Error(programmes.error.message);
  const domain = `${slug}.ac.in`;
  const domains = await db.from('college_email_domains').insert({ college_id: data.id, domain });
  if (domains.error) throw new Error(domains.error.message);
  return { id: data.id, slug, domain };
}

async function writeReview(page: Page, slug: string) {
  await page.goto(`/colleges/${slug}/review`);
  await page.getByLabel('Programme').selectOption({ label: 'PGDM' });
  await page.getByLabel('Graduation year (batch)').fill('2025');
  for (const name of ['Placements', 'Faculty', 'Return on investment', 'Campus life', 'Value for money']) {
    await page.getByRole('group', { name }).getByLabel(`${name}: 4 out of 5`).check();
  }
  const body = page.getByRole('textbox', { name: 'Your review' });
  await body.fill('Too short');
  await expect(page.getByText(/write at least \d+ more/)).toBeVisible();
  await body.fill(TEXT);
  await expect(page.getByText(/of at most 5,000 characters/)).toBeVisible();
  await page.getByRole('button', { name: 'Send for moderation' }).click();
  await expect(page.getByText('Status: Held for moderation.')).toBeVisible();
}

/** A tie put there by the service role, for the flows that are not about proving one. */
async function tie(userId: string, collegeId: string) {
  const { error } = await service()
    .from('review_ties')
    .insert({ user_id: userId, college_id: collegeId, kind: 'alumnus', method: 'document' });
  if (error) throw new Error(error.message);
}

test('a member verifies by the e-mailed link, writes a review, a moderator approves it and it shows on the college page', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const college = await newCollege();
  const member = await createTestUser();
  const moderator = await createTestUser({ role: 'community_mod', isAdmin: true });
  const memberContext = await browser.newContext();
  await signInAs(memberContext, member);
  const page = await memberContext.newPage();

  await page.goto(`/colleges/${college.slug}`);
  await expect(page.getByText('No verified reviews yet')).toBeVisible();
  await expect(page.getByText(/give no reward of any kind for reviews/).first()).toBeVisible();
  await page.getByRole('link', { name: 'Write a review' }).click();

  await expect(page.getByText(`@${college.domain}`)).toBeVisible();
  const address = `student-${randomUUID().slice(0, 8)}@${college.domain}`;
  await page.getByLabel('Your college e-mail address').fill(address);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByText(/We have sent a link to that address/)).toBeVisible();

  const [mail] = await waitForMails(request, address, (m) => m.links.some((l) => l.includes('/reviews/verify/')));
  const link = new URL(mail.links.find((l) => l.includes('/reviews/verify/')) as string);
  await page.goto(link.pathname);
  await page.getByRole('button', { name: 'Confirm my tie to the college' }).click();
  await expect(page.getByText(/You are now a verified student/)).toBeVisible();

  await writeReview(page, college.slug);
  await page.goto(`/colleges/${college.slug}/review`);
  await expect(page.getByText('Status: Held for moderation.')).toBeVisible();

  const modContext = await browser.newContext();
  await signInAs(modContext, moderator);
  const desk = await modContext.newPage();
  await desk.goto('/admin/reviews');
  const card = desk.getByRole('article', { name: new RegExp(college.slug.slice(-8)) });
  await card.getByRole('button', { name: 'Approve' }).click();
  await desk.getByRole('alertdialog').getByRole('button', { name: 'Approve' }).click();
  await expect(desk.getByText('Review approved and published.')).toBeVisible();

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/colleges/${college.slug}`);
  await expect(visitor.getByText(/Verified student · by college e-mail/)).toBeVisible();
  await expect(visitor.getByText('3.2 from 1 review').first()).toBeVisible();
  await expect(visitor.getByText(TEXT)).toBeVisible();
});

// A 1×1 PNG: a real image file, as a phone's photo of an ID card would be.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function sendDocument(page: Page, slug: string) {
  await page.goto(`/colleges/${slug}/review`);
  const form = page.getByRole('region', { name: 'Or send your ID card or offer letter' });
  await form.getByLabel('I studied there (alumnus)').check();
  await form.getByLabel('What the document is').selectOption({ label: 'Offer letter' });
  await form
    .getByLabel('Photo or PDF of the document')
    .setInputFiles({ name: 'offer-letter.png', mimeType: 'image/png', buffer: PNG });
  await form.getByRole('button', { name: 'Send for a check' }).click();
  await expect(page.getByText(/Your document is waiting for a moderator/).first()).toBeVisible();
}

test('a member sends an offer letter, withdraws a wrong one, and a moderator verifies the next: the review form opens', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const college = await newCollege();
  const member = await createTestUser();
  const memberContext = await browser.newContext();
  await signInAs(memberContext, member);
  const page = await memberContext.newPage();

  await sendDocument(page, college.slug);
  await page.getByRole('button', { name: 'Withdraw the document' }).click();
  await expect(page.getByRole('button', { name: 'Send for a check' })).toBeVisible();
  // Withdrawn is gone: the check and its file.
  const { data: checks } = await service().from('review_document_checks').select('id').eq('user_id', member.id);
  expect(checks).toEqual([]);
  const { data: kept } = await service().storage.from('review-documents').list(member.id);
  expect(kept ?? []).toHaveLength(0);

  await sendDocument(page, college.slug);
  const modContext = await browser.newContext();
  await signInAs(modContext, await createTestUser({ role: 'community_mod', isAdmin: true }));
  const desk = await modContext.newPage();
  await desk.goto('/admin/reviews?tab=documents');
  const check = desk
    .getByRole('listitem')
    .filter({ has: desk.getByRole('heading', { name: new RegExp(college.slug.slice(-8)) }) });
  await expect(check.getByRole('link', { name: /Open the document/ })).toBeVisible();
  await check.getByRole('button', { name: 'Verify as alumnus' }).click();
  await desk.getByRole('alertdialog').getByRole('button', { name: 'Verify' }).click();
  await expect(desk.getByText('Verified as an alumnus. The document is deleted.')).toBeVisible();

  await page.goto(`/colleges/${college.slug}/review`);
  await expect(page.getByRole('button', { name: 'Send for moderation' })).toBeVisible();
  const { data: ties } = await service().from('review_ties').select('kind, method').eq('user_id', member.id);
  expect(ties).toEqual([{ kind: 'alumnus', method: 'document' }]);
  const { data: files } = await service().storage.from('review-documents').list(member.id);
  expect(files ?? []).toHaveLength(0);
});

test('a moderator refuses a review with a reason and the author reads it', async ({ browser }) => {
  test.setTimeout(120_000);
  const college = await newCollege();
  const member = await createTestUser();
  await tie(member.id, college.id);
  const memberContext = await browser.newContext();
  await signInAs(memberContext, member);
  const page = await memberContext.newPage();
  await writeReview(page, college.slug);

  const modContext = await browser.newContext();
  await signInAs(modContext, await createTestUser({ role: 'super_admin', isAdmin: true }));
  const desk = await modContext.newPage();
  await desk.goto('/admin/reviews');
  const card = desk.getByRole('article', { name: new RegExp(college.slug.slice(-8)) });
  await card.getByRole('button', { name: 'Refuse' }).click();
  const dialog = desk.getByRole('alertdialog');
  await dialog.getByRole('button', { name: 'Refuse' }).click();
  await expect(dialog.getByText('Please give a reason.').first()).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('It names a classmate; please remove the name.');
  await dialog.getByRole('button', { name: 'Refuse' }).click();
  await expect(desk.getByText('Review refused. The author sees your reason.')).toBeVisible();

  await page.goto(`/colleges/${college.slug}/review`);
  await expect(page.getByText('Status: Refused.')).toBeVisible();
  await expect(page.getByText(/It names a classmate; please remove the name\./)).toBeVisible();
});

test('an editor has no review moderation: not in the sidebar, and the page refuses', async ({ browser }) => {
  const context = await browser.newContext();
  await signInAs(context, await createTestUser({ role: 'editor', isAdmin: true }));
  const page = await context.newPage();
  await page.goto('/admin');
  await expect(page.getByRole('link', { name: 'Community' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Reviews', exact: true })).toHaveCount(0);
  await page.goto('/admin/reviews');
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Verified reviews' })).toHaveCount(0);
});

test('the review form and the moderation desk fit a 360 px screen', async ({ browser }) => {
  const college = await newCollege();
  const member = await createTestUser();
  await tie(member.id, college.id);
  const context = await browser.newContext({ viewport: { width: 360, height: 780 } });
  await signInAs(context, member);
  const page = await context.newPage();
  await page.goto(`/colleges/${college.slug}/review`);
  await expect(page.getByRole('heading', { name: 'Write your review' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Placements' })).toBeVisible();
  const width = () => page.evaluate(() => document.documentElement.scrollWidth);
  expect(await width()).toBeLessThanOrEqual(360);

  const modContext = await browser.newContext({ viewport: { width: 360, height: 780 } });
  await signInAs(modContext, await createTestUser({ role: 'community_mod', isAdmin: true }));
  const desk = await modContext.newPage();
  await desk.goto('/admin/reviews');
  await expect(desk.getByRole('heading', { name: 'Verified reviews' })).toBeVisible();
  await expect(desk.getByRole('navigation', { name: 'Review moderation' })).toBeVisible();
  expect(await desk.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
