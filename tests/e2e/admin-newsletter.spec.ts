import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { E2E_BASE_URL } from './env';
import { mailboxOf, waitForMails } from './support/mailbox';
import { addSubscriber, newsletterRecords } from './support/newsletter';
import { createTestUser, signInAs, type TestUser } from './support/session';

/*
 * Issue 35's newsletter campaigns at /admin/newsletter, as an editor: write, preview, test (read in the stack's
 * mailbox), send to subscribers and watch the delivery reach Sent. The background worker delivers the outbox, so
 * every mailbox read polls. Sending reaches every active subscriber of the suite's stack, other specs' too: they
 * read their own mail by kind, and a newsletter is a kind of its own.
 */

const main = (page: Page) => page.getByRole('main');
const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Admin sections' });
const tagged = () => randomUUID().slice(0, 8);
const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

let editor: TestUser;
let counselor: TestUser;

test.beforeAll(async () => {
  [editor, counselor] = await Promise.all([
    createTestUser({ role: 'editor', isAdmin: true }),
    createTestUser({ role: 'counselor', isAdmin: true }),
  ]);
});

test.describe('an editor', () => {
  test.beforeEach(async ({ context }) => signInAs(context, editor));

  test('writes a campaign, previews it, tests it, sends it and sees it delivered', async ({ page, request }) => {
    // The worker delivers to every subscriber of the stack, one job each.
    test.setTimeout(180_000);
    const tag = tagged();
    const subject = `E2E newsletter ${tag}: CAT dates`;
    const readers = [`e2e-news-a-${tag}@example.com`, `e2e-news-b-${tag}@example.com`];
    for (const reader of readers) await addSubscriber(reader);

    await page.goto('/admin/newsletter');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Newsletter' })).toBeVisible();
    await expect(main(page).getByTestId('newsletter-audience')).toHaveText(
      /^[\d,]+ active subscribers? will receive the next campaign \([\d,]+ suppressed address(es are|is) skipped\)\.$/,
    );
    await main(page).getByRole('link', { name: 'New campaign' }).click();
    await expect(page).toHaveURL(`${E2E_BASE_URL}/admin/newsletter/new`);

    // Refused as the database would refuse it, with the limits in words, and nothing typed is lost.
    await main(page).getByLabel('Subject').fill('Hi');
    await main(page).getByLabel('Body (Markdown)').fill('Short');
    await main(page).getByRole('button', { name: 'Save draft' }).click();
    await expect(main(page).getByText('Enter a subject of 3 to 150 characters.')).toBeVisible();
    await expect(main(page).getByText('Write the body in Markdown: 10 to 50,000 characters.')).toBeVisible();
    await expect(main(page).getByLabel('Subject')).toHaveValue('Hi');

    await main(page).getByLabel('Subject').fill(subject);
    await main(page)
      .getByLabel('Body (Markdown)')
      .fill(`## Registration ${tag}\n\nThe window opens on **1 August**.\n\n<script>alert(1)</script>\n\n- Mocks\n- Forms`);
    const preview = main(page).getByTestId('campaign-preview');
    await expect(preview.getByRole('heading', { level: 2, name: `Registration ${tag}` })).toBeVisible();
    await expect(preview.locator('strong', { hasText: '1 August' })).toBeVisible();
    await expect(preview.getByRole('listitem')).toHaveText(['Mocks', 'Forms']);
    await expect(preview).toContainText(subject);
    await expect(preview.locator('script')).toHaveCount(0);

    await main(page).getByRole('button', { name: 'Save draft' }).click();
    await expect(page).toHaveURL(/\/admin\/newsletter\/[0-9a-f-]{36}\?created=1$/);
    await expect(main(page).getByRole('status').filter({ hasText: 'Draft saved.' })).toBeVisible();

    await main(page).getByRole('button', { name: 'Send a test to me' }).click();
    await expect(
      main(page)
        .getByRole('status')
        .filter({ hasText: `Test sent to ${editor.email}.` }),
    ).toBeVisible();
    const [testMail] = await waitForMails(
      request,
      editor.email,
      (m) => m.kind === 'newsletter_test' && m.subject === `[Test] ${subject}`,
    );
    expect(testMail.text).toContain(`Registration ${tag}`);
    // The test went to the editor alone: the subscribers have none (it was delivered with the editor's copy).
    for (const reader of readers)
      expect((await mailboxOf(request, reader)).filter((m) => m.kind === 'newsletter_test')).toEqual([]);

    const send = main(page).getByRole('button', { name: /^Send to [\d,]+ subscribers?$/ });
    await expect(send).toBeEnabled();
    await send.click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText(`Send “${subject}” to`);
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await dialog.getByRole('button', { name: /^Send to / }).click();

    await expect(page).toHaveURL(/\/admin\/newsletter\?sent=\d+$/);
    await expect(main(page).getByRole('status').filter({ hasText: 'Campaign sent:' })).toBeVisible();
    const row = main(page).getByTestId('campaign-row').filter({ hasText: subject });
    await expect(row).toHaveCount(1);
    // The list refreshes itself while the worker delivers; the progress reads "Sending: n of N delivered".
    const progress = row.getByRole('progressbar');
    if (await progress.isVisible())
      await expect(progress).toHaveAttribute('aria-valuetext', /^Sending: [\d,]+ of [\d,]+ delivered$/);
    await expect(row.getByText('Sent', { exact: true })).toBeVisible({ timeout: 150_000 });
    await expect(row.getByRole('list', { name: 'Delivery results' })).toContainText('0 queued');

    for (const reader of readers) {
      const [mail] = await waitForMails(request, reader, (m) => m.kind === 'newsletter' && m.subject === subject);
      expect(mail.text).toContain(`Registration ${tag}`);
      expect(mail.links.some((link) => link.includes('/newsletter/unsubscribe/'))).toBe(true);
    }

    // Sent is final: the campaign opens read-only, with nothing to save, send or delete.
    await row.getByRole('link', { name: subject }).click();
    await expect(main(page).getByRole('heading', { level: 1, name: subject })).toBeVisible();
    await expect(main(page).getByText('Sent campaigns cannot be changed, deleted or sent again.')).toBeVisible();
    for (const name of ['Save draft', 'Send a test to me', 'Delete draft'])
      await expect(main(page).getByRole('button', { name })).toHaveCount(0);
    await expect(main(page).getByRole('button', { name: /^Send to / })).toHaveCount(0);
  });

  test('deletes a draft behind a confirmation that names it', async ({ page }) => {
    const subject = `E2E draft ${tagged()}`;
    await page.goto('/admin/newsletter/new');
    await main(page).getByLabel('Subject').fill(subject);
    await main(page).getByLabel('Body (Markdown)').fill('A draft that nobody receives.');
    await main(page).getByRole('button', { name: 'Save draft' }).click();
    await expect(main(page).getByRole('status').filter({ hasText: 'Draft saved.' })).toBeVisible();

    // Unsaved changes first: sending waits for them to be saved.
    await main(page).getByLabel('Subject').fill(`${subject} (edited)`);
    await expect(main(page).getByRole('button', { name: /^Send to / })).toBeDisabled();
    await expect(main(page).getByText('Save the draft first: subscribers get the saved version.')).toBeVisible();

    await main(page).getByRole('button', { name: 'Delete draft' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText(`Delete the draft “${subject}”?`);
    await dialog.getByRole('button', { name: 'Delete draft' }).click();
    await expect(page).toHaveURL(`${E2E_BASE_URL}/admin/newsletter?deleted=1`);
    await expect(main(page).getByRole('status').filter({ hasText: 'Draft deleted.' })).toBeVisible();
    await expect(main(page).getByTestId('campaign-row').filter({ hasText: subject })).toHaveCount(0);
  });
});

test('a counsellor neither sees the newsletter in the sidebar nor opens it', async ({ page, context }) => {
  await signInAs(context, counselor);
  await page.goto('/admin');
  await expect(sidebar(page).getByRole('link', { name: 'Leads' })).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: /^Newsletter/ })).toHaveCount(0);
  for (const path of ['/admin/newsletter', '/admin/newsletter/new']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' }), path).toBeVisible();
    await expect(main(page).getByRole('list', { name: 'Required roles' }).getByRole('listitem')).toHaveText([
      'Super admin',
      'Editor',
    ]);
    await expect(main(page).getByRole('button', { name: 'Save draft' })).toHaveCount(0);
  }
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });
  test.beforeEach(async ({ context }) => signInAs(context, editor));

  test('the campaign list, the form and its preview fit the screen', async ({ page }) => {
    const { data, error } = await newsletterRecords()
      .from('newsletter_campaigns')
      .insert({
        subject: `E2E narrow ${tagged()} with a long subject that has to wrap on a phone`,
        body: '## A heading\n\n| Exam | Opens | Closes | Fee |\n| --- | --- | --- | --- |\n| CAT | 1 Aug | 20 Sep | ₹2,500 |\n\nhttps://example.org/a/very/long/link/that/must/not/widen/the/page',
      })
      .select('id')
      .single();
    expect(error).toBeNull();
    try {
      for (const path of ['/admin/newsletter', '/admin/newsletter/new', `/admin/newsletter/${data!.id}`]) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
        expect(await noSidewaysScroll(page), path).toBeLessThanOrEqual(0);
      }
      await expect(main(page).getByTestId('campaign-preview').getByRole('heading', { name: 'A heading' })).toBeVisible();
      expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
    } finally {
      await newsletterRecords().from('newsletter_campaigns').delete().eq('id', data!.id);
    }
  });
});
