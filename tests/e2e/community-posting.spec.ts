import { expect, test, type Browser, type Page } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import { E2E_SUPABASE_URL, e2eKeys } from './env';
import { axeViolations } from './support/axe';
import { createTestUser, signInAs, TEST_PASSWORD, type TestUser } from './support/session';

/*
 * Issue 15, posting in the community: threads, replies, votes, the accepted answer, reports, edits, signing in
 * to reply, held first posts, and what search engines read. Reports are checked in the database (the
 * moderators' queue is the back office's own suite).
 */

const SEEDED = {
  slug: 'how-do-you-pick-dilr-sets-in-the-first-five-minutes-e0000000',
  title: 'How do you pick DILR sets in the first five minutes?',
};

const service = () =>
  createClient(E2E_SUPABASE_URL, e2eKeys().serviceRoleKey, { auth: { persistSession: false, autoRefreshToken: false } });

async function pageAs(browser: Browser, user: TestUser): Promise<Page> {
  const context = await browser.newContext();
  await signInAs(context, user);
  return context.newPage();
}

/** A post on the page, found by a phrase of its text. */
const post = (page: Page, text: string) => page.getByRole('article').filter({ hasText: text }).last();

async function reply(page: Page, body: string) {
  await page.getByRole('textbox', { name: 'Your reply' }).fill(body);
  await page.getByRole('button', { name: 'Post reply' }).click();
  await expect(page.getByText('Your reply is posted.')).toBeVisible();
  await expect(post(page, body)).toBeVisible();
}

test('a member starts a thread; another upvotes it once and replies; the author accepts that answer, which then comes first', async ({
  browser,
}) => {
  const author = await createTestUser();
  const other = await createTestUser();
  const stamp = Date.now().toString(36);
  const title = `How many mocks before CAT, ${stamp}?`;

  const a = await pageAs(browser, author);
  await a.goto('/community/new');
  await a.getByLabel('Topic').selectOption('cat');
  await a.getByLabel('Title').fill(title);
  await a
    .getByRole('textbox', { name: 'Your post' })
    .fill('I have taken ten full mocks so far and my scores are flat. How many did you take?');
  await a.getByRole('button', { name: 'Post discussion' }).click();
  await expect(a.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const path = new URL(a.url()).pathname;
  expect(path).toMatch(/^\/community\/how-many-mocks-before-cat-[a-z0-9-]+$/);
  await reply(a, `Adding context: my percentile was 88 last year (${stamp}).`);

  const b = await pageAs(browser, other);
  const b2 = await b.context().newPage();
  await b.goto(path);
  await b2.goto(path);
  const upvote = (page: Page) => page.getByRole('button', { name: /^Upvote the thread/ });
  await expect(upvote(b)).toBeEnabled();
  await expect(upvote(b2)).toBeEnabled();
  await upvote(b).click();
  await expect(upvote(b)).toHaveAttribute('aria-pressed', 'true');
  await expect(b.getByText('You upvoted this')).toBeVisible();
  await expect(post(b, title).getByTestId('vote-count').first()).toHaveText('1 vote');
  // The second tab still offers the vote it showed before; pressing it counts nothing more.
  await upvote(b2).click();
  await expect(upvote(b2)).toHaveAttribute('aria-pressed', 'true');
  await expect(post(b2, title).getByTestId('vote-count').first()).toHaveText('1 vote');
  const { data: row } = await service()
    .from('community_threads')
    .select('id, vote_count')
    .eq('slug', path.split('/').pop()!)
    .single();
  expect(row?.vote_count).toBe(1);

  const answer = `Twenty to thirty mocks, each followed by a full analysis (${stamp}).`;
  await reply(b, answer);

  await a.reload();
  const answerPost = post(a, answer);
  await answerPost.getByRole('button', { name: 'Mark as answer' }).click();
  await expect(a.getByRole('list').getByRole('article').first()).toContainText('Accepted answer');
  await expect(a.getByRole('list').getByRole('article').first()).toContainText(answer);
  await expect(post(a, answer).getByRole('button', { name: 'Unmark answer' })).toBeVisible();

  // Everyone sees the order: the accepted answer first, then the rest oldest first.
  const visitor = await browser.newPage();
  await visitor.goto(path);
  const replies = visitor
    .getByRole('list')
    .filter({ has: visitor.getByRole('article') })
    .getByRole('article');
  await expect(replies.first()).toContainText('Accepted answer');
  await expect(replies.first()).toContainText(answer);
  await expect(replies.nth(1)).toContainText('Adding context');
});

test('a member reports a post once, and the report is stored', async ({ browser }) => {
  const reporter = await createTestUser();
  const page = await pageAs(browser, reporter);
  await page.goto(`/community/${SEEDED.slug}`);
  const first = page.getByRole('list').getByRole('article').first();
  await first.getByRole('button', { name: 'Report' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText('Choose why you are reporting this post.')).toBeVisible();
  await dialog.getByLabel('Spam or advertising').check();
  await dialog.getByLabel('Note for the moderator (optional)').fill('Selling a coaching course.');
  // A stray click outside does not throw away what was written (components/ui/dialog.tsx).
  await page.mouse.click(5, 5);
  await expect(dialog.getByLabel('Note for the moderator (optional)')).toHaveValue('Selling a coaching course.');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText('Thank you: a moderator will look at this post.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  await first.getByRole('button', { name: 'Report' }).click();
  await dialog.getByLabel('Off-topic').check();
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText('You have already reported this post')).toBeVisible();

  const { data } = await service().from('community_reports').select('reason, details, reply_id').eq('reporter_id', reporter.id);
  expect(data).toHaveLength(1);
  expect(data?.[0]).toMatchObject({ reason: 'spam', details: 'Selling a coaching course.' });
  expect(data?.[0].reply_id).toBeTruthy();
});

test('a signed-out reader signs in from "Sign in to reply" and comes back to the thread', async ({ page }) => {
  const user = await createTestUser();
  await page.goto(`/community/${SEEDED.slug}`);
  await expect(page.getByRole('textbox', { name: 'Your reply' })).toHaveCount(0);
  const signIn = page.getByRole('link', { name: 'Sign in to reply' });
  await expect(signIn).toHaveAttribute('href', `/signin?redirect=${encodeURIComponent(`/community/${SEEDED.slug}`)}`);
  await signIn.click();
  await expect(page).toHaveURL(/\/signin\?redirect=/);
  await page.getByRole('main').getByLabel('Email', { exact: true }).fill(user.email);
  await page.getByRole('main').getByLabel('Password').fill(TEST_PASSWORD);
  await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(new RegExp(`/community/${SEEDED.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: SEEDED.title })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Your reply' })).toBeVisible();
});

test('an author edits their thread within the window and it is marked edited', async ({ browser }) => {
  const author = await createTestUser();
  const title = `Edit me ${Date.now().toString(36)}: NMAT retakes`;
  const { data: thread, error } = await service()
    .from('community_threads')
    .insert({ author_id: author.id, title, body: 'How many NMAT retakes are allowed?', topic: 'nmat' })
    .select('slug')
    .single();
  expect(error).toBeNull();
  const page = await pageAs(browser, author);
  await page.goto(`/community/${thread!.slug}`);
  const opening = post(page, title);
  await expect(opening.getByText('edited')).toHaveCount(0);
  await opening.getByRole('button', { name: 'Edit' }).click();
  await opening
    .getByRole('textbox', { name: 'Your post' })
    .fill('How many NMAT retakes are allowed, and does the best score count?');
  await opening.getByRole('button', { name: 'Save changes' }).click();
  await expect(opening.getByText('does the best score count?')).toBeVisible();
  await expect(opening.getByText(/\(edited/)).toBeVisible();
});

test('a first post with a link waits for a moderator and only its author sees it', async ({ browser }) => {
  const author = await createTestUser();
  const title = `Held for review ${Date.now().toString(36)}: SNAP mocks`;
  const page = await pageAs(browser, author);
  await page.goto('/community/new');
  await page.getByLabel('Topic').selectOption('snap');
  await page.getByLabel('Title').fill(title);
  await page.getByRole('textbox', { name: 'Your post' }).fill('Are these SNAP mocks any good? https://example.com/snap-mocks');
  await page.getByRole('button', { name: 'Post discussion' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Your post is waiting for a moderator')).toBeVisible();
  const visitor = await browser.newPage();
  const response = await visitor.goto(page.url());
  expect(response?.status()).toBe(404);
});

test('the thread page tells search engines about the discussion, passes axe, and an unknown thread is a 404', async ({
  page,
}) => {
  await page.goto(`/community/${SEEDED.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(SEEDED.title);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/community/${SEEDED.slug}$`));
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const forum = blocks
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .find((d) => d['@type'] === 'DiscussionForumPosting');
  expect(forum).toMatchObject({ headline: SEEDED.title, url: expect.stringContaining(`/community/${SEEDED.slug}`) });
  expect(Array.isArray(forum?.comment)).toBe(true);
  expect(await axeViolations(page)).toEqual([]);

  for (const bad of ['/community/no-such-thread-at-all', '/community/%00']) {
    const response = await page.goto(bad);
    expect(response?.status(), bad).toBe(404);
  }
});
