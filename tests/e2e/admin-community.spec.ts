import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { COMMUNITY_MESSAGES } from '@/lib/community/topics';
import { createThread, reportPost } from '@/lib/data/community/posting';
import type { Database } from '@/lib/database.types';
import { E2E_SUPABASE_URL, e2eKeys } from './env';
import { axeViolations } from './support/axe';
import { anonClient } from './support/db';
import { createTestUser, signInAs, TEST_PASSWORD, type TestUser } from './support/session';

/*
 * The community back office (issue 15), as a community moderator: a member's reply reported by another member is
 * in the queue with the report's reason; the moderator hides it and locks the thread, each with a reason; readers
 * (the public thread page) no longer get the reply and see the thread locked; the thread's moderation history shows both; suspending the author stops their posting. A counsellor
 * sees no Community section and is refused its pages.
 */

type Client = SupabaseClient<Database>;
const opts = { auth: { persistSession: false, autoRefreshToken: false } };

function service(): Client {
  return createClient<Database>(E2E_SUPABASE_URL, e2eKeys().serviceRoleKey, opts);
}

async function signedIn(user: TestUser): Promise<Client> {
  const client = createClient<Database>(E2E_SUPABASE_URL, e2eKeys().anonKey, opts);
  const { error } = await client.auth.signInWithPassword({ email: user.email, password: TEST_PASSWORD });
  if (error) throw new Error(`sign-in failed: ${error.message}`);
  return client;
}

async function named(user: TestUser, name: string): Promise<TestUser> {
  const { error } = await service().from('profiles').update({ name }).eq('id', user.id);
  if (error) throw new Error(`naming failed: ${error.message}`);
  return user;
}

/** A published thread by `author` with one reply by `replier`, written with the service role (no rate limits). */
async function threadWithReply(authorId: string, replierId: string, reply: string) {
  const title = `E2E CAT DILR doubts ${randomUUID().slice(0, 8)}`;
  const db = service();
  const thread = await db
    .from('community_threads')
    .insert({ title, body: 'How many sets should I attempt in 40 minutes?', topic: 'cat', author_id: authorId })
    .select('id, slug')
    .single();
  if (thread.error) throw new Error(thread.error.message);
  const created = await db
    .from('community_replies')
    .insert({ thread_id: thread.data.id, body: reply, author_id: replierId })
    .select('id')
    .single();
  if (created.error) throw new Error(created.error.message);
  return { title, id: thread.data.id, slug: thread.data.slug, replyId: created.data.id };
}

let moderator: TestUser;
let author: TestUser;
let reporter: TestUser;
let authorName: string;

test.beforeAll(async () => {
  authorName = `Ravi ${randomUUID().slice(0, 4)}`;
  [moderator, author, reporter] = await Promise.all([
    createTestUser({ role: 'community_mod', isAdmin: true }).then((u) => named(u, 'Meera Moderator')),
    createTestUser().then((u) => named(u, authorName)),
    createTestUser().then((u) => named(u, 'Anjali Reporter')),
  ]);
});

const main = (page: Page) => page.getByRole('main');
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

test('a moderator hides a reported reply and locks its thread, with reasons; readers see the effect; the history shows both; a suspension stops posting', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(120_000);
  const replyText = 'Buy leaked CAT papers, call 98xxxxxx10 today';
  const thread = await threadWithReply(reporter.id, author.id, replyText);
  const reporterClient = await signedIn(reporter);
  expect(await reportPost(reporterClient, reporter.id, { kind: 'reply', id: thread.replyId }, 'spam', 'Selling papers')).toBe(
    true,
  );

  await signInAs(context, moderator);
  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Community' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Community' })).toBeVisible();

  // The queue: the reply's excerpt, author, thread link, one report with its reason and note.
  const card = main(page).getByRole('article').filter({ hasText: thread.title });
  await expect(card).toContainText(replyText);
  await expect(card).toContainText(`By ${authorName}`);
  await expect(card).toContainText('1 report');
  await expect(card.getByRole('list', { name: 'Reports' })).toContainText('Spam');
  await expect(card.getByRole('list', { name: 'Reports' })).toContainText('Selling papers');
  await expect(card.getByRole('link', { name: thread.title })).toHaveAttribute('href', `/admin/community/threads/${thread.id}`);

  expect(await axeViolations(page)).toEqual([]);

  // Hide: refused without a reason, then done with one.
  await card.getByRole('button', { name: `Hide reply by ${authorName}` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Hide this reply?' });
  await dialog.getByRole('button', { name: 'Hide' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Please give a reason.');
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Selling leaked papers');
  await dialog.getByRole('button', { name: 'Hide' }).click();
  await expect(toast(page, 'Reply hidden. 1 report resolved.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(main(page).getByText('No reports waiting.')).toBeVisible();

  // The thread's moderation page: the hidden reply is marked; lock with a reason.
  await page.goto(`/admin/community/threads/${thread.id}`);
  await expect(page.getByRole('heading', { level: 1, name: thread.title })).toBeVisible();
  const replies = main(page).getByRole('list', { name: 'Replies' });
  await expect(replies.getByRole('listitem').filter({ hasText: replyText })).toContainText('Hidden');
  await main(page).getByRole('button', { name: 'Lock', exact: true }).click();
  const lock = page.getByRole('alertdialog', { name: 'Lock this thread?' });
  await lock.getByRole('textbox', { name: 'Reason' }).fill('Answered; attracting spam');
  await lock.getByRole('button', { name: 'Lock' }).click();
  await expect(toast(page, 'Thread locked.')).toBeVisible();
  await expect(main(page).getByRole('button', { name: 'Unlock', exact: true })).toBeVisible();

  expect(await axeViolations(page)).toEqual([]);

  // The audit: both actions with their reasons, newest first.
  const history = main(page).getByRole('list', { name: 'Moderation history' });
  await expect(history.getByRole('listitem').nth(0)).toContainText('Locked');
  await expect(history.getByRole('listitem').nth(0)).toContainText('Answered; attracting spam');
  await expect(history).toContainText('Hidden');
  await expect(history).toContainText('Selling leaked papers');
  await expect(history).toContainText('Meera Moderator');

  // The thread's author (a member) sees the result on the public page: the reply gone, the thread locked; what
  // the page reads (an anonymous client) agrees.
  const reader = await browser.newContext();
  await signInAs(reader, reporter);
  const readerPage = await reader.newPage();
  await readerPage.goto(`/community/${thread.slug}`);
  await expect(readerPage.getByRole('heading', { level: 1, name: thread.title })).toBeVisible();
  await expect(readerPage.getByText('This thread is locked: no new replies.').first()).toBeVisible();
  await expect(readerPage.getByText(replyText)).toHaveCount(0);
  await reader.close();
  const anon = anonClient();
  const publicThread = await anon.from('community_threads').select('is_locked, status').eq('id', thread.id).single();
  expect(publicThread.data).toEqual({ is_locked: true, status: 'published' });
  const publicReplies = await anon.from('community_replies').select('id').eq('thread_id', thread.id);
  expect(publicReplies.data).toEqual([]);

  // Suspend the reply's author for 7 days from the thread page.
  await replies
    .getByRole('listitem')
    .filter({ hasText: replyText })
    .getByRole('button', { name: `Suspend ${authorName} from posting` })
    .click();
  const suspend = page.getByRole('alertdialog', { name: `Suspend ${authorName} from posting?` });
  await suspend.getByLabel('Suspend for').selectOption('7');
  await suspend.getByRole('textbox', { name: 'Reason' }).fill('Repeated spam');
  await suspend.getByRole('button', { name: 'Suspend' }).click();
  await expect(toast(page, 'Suspended from posting until')).toBeVisible();

  // Their posting is refused by the database; the suspension is listed, with Lift.
  const authorClient = await signedIn(author);
  await expect(createThread(authorClient, author.id, { title: 'Still here', body: 'Hello', topic: 'cat' })).rejects.toThrow(
    COMMUNITY_MESSAGES.suspended,
  );
  await page.goto('/admin/community?tab=suspensions');
  const suspension = main(page)
    .getByRole('list', { name: 'Active suspensions' })
    .getByRole('listitem')
    .filter({ hasText: authorName });
  await expect(suspension).toContainText('Repeated spam');
  await suspension.getByRole('button', { name: `Lift the suspension of ${authorName}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Lift suspension' }).click();
  await expect(toast(page, 'Suspension lifted.')).toBeVisible();
  await expect(suspension).toHaveCount(0);
});

test('a counsellor sees no Community section and is refused its pages', async ({ page, context }) => {
  await signInAs(context, await createTestUser({ role: 'counselor', isAdmin: true }));
  await page.goto('/admin');
  const sidebar = page.getByRole('navigation', { name: 'Admin sections' });
  await expect(sidebar.getByRole('link', { name: 'Leads' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Community' })).toHaveCount(0);
  for (const path of ['/admin/community', `/admin/community/threads/${randomUUID()}`]) {
    await page.goto(path);
    await expect(main(page).getByText("You don't have permission to access this page.")).toBeVisible();
    await expect(main(page).getByRole('list', { name: 'Reported posts' })).toHaveCount(0);
  }
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the queue and its dialog fit a phone; dismissing the report empties the queue', async ({ page, context }) => {
    const thread = await threadWithReply(author.id, reporter.id, 'Which coaching is best in Kota?');
    const moderatorClient = await signedIn(moderator);
    await reportPost(moderatorClient, moderator.id, { kind: 'thread', id: thread.id }, 'off-topic', 'Not about CAT');

    await signInAs(context, moderator);
    await page.goto('/admin/community');
    const card = main(page).getByRole('article').filter({ hasText: thread.title });
    await expect(card).toContainText('Off-topic');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await card.getByRole('button', { name: 'Dismiss the report' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Dismiss this report?' });
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
    await dialog.getByRole('button', { name: 'Dismiss' }).click();
    await expect(toast(page, '1 report dismissed.')).toBeVisible();
    await expect(main(page).getByText('No reports waiting.')).toBeVisible();

    await page.goto(`/admin/community/threads/${thread.id}`);
    await expect(page.getByRole('heading', { level: 1, name: thread.title })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expect(main(page).getByRole('list', { name: 'Moderation history' })).toContainText('Report dismissed');
  });
});
