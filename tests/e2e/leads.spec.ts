import { expect, test, type Page } from '@playwright/test';
import { consentOptions, NOTICE_VERSION } from '@/lib/leads/consent';
import { FORM_MESSAGES } from '@/lib/leads/form-messages';
import { asVisitor, consentsFor, leadRecords, leadsFor, pastMinimumTime, uniqueEmail } from './support/leads';
import { askForLink, myDataMails } from './support/my-data';

/*
 * Lead capture as a visitor meets it (issue 10): attribution over the whole visit, the consent notice, the
 * consultation form naming its college, the newsletter, and the guards. Leads are found with the service role.
 */

const GOOGLE_AD =
  '/?utm_source=google&utm_medium=cpc&utm_campaign=cat-2026&utm_term=mba+colleges&utm_content=hero&gclid=e2e-gclid-1';

async function fillContact(page: Page, email: string) {
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Full name').fill('Meera Iyer');
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Phone (optional)').fill('+91 98765 43210');
  await form.getByLabel('Message').fill('I scored 96 percentile in CAT. Which colleges should I apply to?');
  return form;
}

test('a visitor from a Google ad who browses three pages sends the contact form: the lead is attributed and consented', async ({
  page,
  context,
}) => {
  await asVisitor(page);
  const email = uniqueEmail('google-ad');
  await page.goto(GOOGLE_AD, { referer: 'https://www.google.com/' });
  const cookie = (await context.cookies()).find((c) => c.name === 'md_attr');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });

  // Three pages through the site's own links: none of them is a new touch.
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Colleges' }).click();
  await expect(page).toHaveURL(/\/colleges$/);
  await nav.getByRole('link', { name: 'Exams' }).click();
  await expect(page).toHaveURL(/\/exams$/);
  await nav.getByRole('link', { name: 'Blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await nav.getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  const rendered = Date.now();

  const form = await fillContact(page, email);
  // The notice: separate boxes, all unticked, and what happens to the details.
  const boxes = form.getByRole('group', { name: 'Your choices' }).getByRole('checkbox');
  await expect(boxes).toHaveCount(3);
  for (const box of await boxes.all()) await expect(box).not.toBeChecked();
  await expect(form).toContainText('Only our own counsellors see them');
  await expect(form).toContainText('12 months after our last contact');
  await expect(form.getByRole('link', { name: 'Read our privacy policy' })).toHaveAttribute('href', '/privacy#enquiries');
  const newsletterLabel = consentOptions('contact')[1].label;
  await form.getByLabel(newsletterLabel).check();

  await pastMinimumTime(page, rendered);
  await form.getByRole('button', { name: 'Send message' }).click();
  const status = form.getByRole('status');
  await expect(status).toContainText('Thank you! Your message has reached our team.');
  await expect(status).toContainText('How you found us: a Google ad (campaign “cat-2026”)');
  await expect(status).toContainText('the newsletter: yes');

  const leads = await leadsFor(email);
  expect(leads).toHaveLength(1);
  const [lead] = leads;
  expect(lead).toMatchObject({
    form_type: 'contact',
    source: 'google_ads',
    utm_source: 'google',
    utm_medium: 'cpc',
    utm_campaign: 'cat-2026',
    utm_term: 'mba colleges',
    utm_content: 'hero',
    gclid: 'e2e-gclid-1',
    referrer_url: 'https://www.google.com/',
    newsletter_subscribed: true,
    first_touch: { landing_page: '/', utm_source: 'google', gclid: 'e2e-gclid-1', referrer: 'https://www.google.com/' },
  });
  expect(lead.page_url).toMatch(/\/contact$/);
  expect(lead.ip_address).toBeTruthy();
  expect(lead.user_agent).toBeTruthy();
  expect(lead.browser_info).toMatchObject({ cookieEnabled: true, onLine: true, language: expect.any(String) });
  expect(lead.device_info).toMatchObject({ timezone: expect.any(String), screen: { width: expect.any(Number) } });

  const { data: submissions } = await leadRecords().from('contact_submissions').select('lead_id, name').eq('email', email);
  expect(submissions).toEqual([{ lead_id: lead.id, name: 'Meera Iyer' }]);

  const consents = await consentsFor(email);
  const shown = consentOptions('contact');
  expect(consents).toEqual(
    shown
      .map((o) => ({
        purpose: o.purpose,
        granted: o.purpose === 'newsletter',
        label: o.label,
        notice_version: NOTICE_VERSION,
        context: 'contact',
        lead_id: lead.id,
        college_id: null,
      }))
      .sort((a, b) => a.purpose.localeCompare(b.purpose)),
  );
});

test('the consultation form from a college page names the college and needs permission to get in touch', async ({ page }) => {
  await asVisitor(page);
  const email = uniqueEmail('consult-college');
  await page.goto('/colleges/iim-ahmedabad');
  await page.getByRole('link', { name: 'Book a free consultation' }).last().click();
  await expect(page).toHaveURL(/\/contact\?college=iim-ahmedabad&type=consultation$/);
  const rendered = Date.now();
  await expect(page.getByRole('heading', { name: 'Your consultation about IIM Ahmedabad' })).toBeVisible();

  const form = await fillContact(page, email);
  await form.getByRole('checkbox', { name: 'CAT', exact: true }).check();
  await pastMinimumTime(page, rendered);
  await form.getByRole('button', { name: 'Request a consultation' }).click();
  const required = consentOptions('consultation')[0].label;
  await expect(form.getByText('Please tick this box: a counsellor needs to phone or text you')).toBeVisible();
  // Everything typed and chosen is still there.
  await expect(form.getByLabel('Email', { exact: true })).toHaveValue(email);
  await expect(form.getByRole('checkbox', { name: 'CAT', exact: true })).toBeChecked();

  await form.getByLabel(required).check();
  const share = 'Share my details with IIM Ahmedabad so its admissions office can contact me.';
  await form.getByLabel(share).check();
  await form.getByRole('button', { name: 'Request a consultation' }).click();
  await expect(form.getByRole('status')).toContainText('Your consultation request about IIM Ahmedabad');

  const { data: college } = await leadRecords().from('colleges').select('id, name').eq('slug', 'iim-ahmedabad').single();
  const [lead] = await leadsFor(email);
  expect(lead).toMatchObject({
    form_type: 'consultation',
    college_id: college?.id,
    subject: `Consultation: ${college?.name}`,
    target_exams: ['CAT'],
    inquiry_type: 'counseling',
  });
  const consents = await consentsFor(email);
  expect(consents).toContainEqual(
    expect.objectContaining({ purpose: 'share_with_college', granted: true, label: share, college_id: college?.id }),
  );
  expect(consents).toContainEqual(
    expect.objectContaining({ purpose: 'enquiry_contact', granted: true, context: 'consultation' }),
  );
});

test('the exam page and the APPLY button open the consultation form', async ({ page }) => {
  await page.goto('/exams/cat');
  await page.getByRole('link', { name: 'Book a free consultation' }).click();
  await expect(page).toHaveURL(/\/contact\?exam=cat&type=consultation$/);
  await expect(page.getByRole('heading', { name: 'Your consultation about CAT' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'CAT', exact: true })).toBeChecked();

  await page.goto('/');
  await page.getByRole('link', { name: 'APPLY AT ZERO / DISCOUNTED RATE' }).click();
  await expect(page).toHaveURL(/\/contact\?type=consultation$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Request a consultation');
});

test('a resent form stores one lead', async ({ page }) => {
  await asVisitor(page);
  const email = uniqueEmail('resent');
  await page.goto('/contact');
  const rendered = Date.now();
  const form = await fillContact(page, email);
  await pastMinimumTime(page, rendered);
  const [post] = await Promise.all([
    page.waitForRequest((r) => r.method() === 'POST' && !!r.headers()['next-action']),
    form.getByRole('button', { name: 'Send message' }).click(),
  ]);
  await expect(form.getByRole('status')).toContainText('Thank you!');

  // The same request again, as a browser's resend or a retry after a lost answer would send it.
  const headers = Object.fromEntries(
    Object.entries(await post.allHeaders()).filter(([name]) => !['content-length', 'host', 'connection'].includes(name)),
  );
  const again = await page.request.post(post.url(), { headers, data: post.postDataBuffer() ?? undefined });
  expect(again.ok()).toBe(true);
  expect(await leadsFor(email)).toHaveLength(1);
});

test('a filled honeypot is refused with a clear message and nothing is stored', async ({ page }) => {
  await asVisitor(page);
  const email = uniqueEmail('honeypot');
  await page.goto('/contact');
  const rendered = Date.now();
  const form = await fillContact(page, email);
  // What a form-filling program does: it fills every field, the hidden one too.
  await form.locator('input[name="website"]').evaluate((input: HTMLInputElement) => {
    input.value = 'https://spam.example';
  });
  await pastMinimumTime(page, rendered);
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByRole('status')).toHaveText(FORM_MESSAGES.honeypot);
  await expect(form.getByLabel('Message')).toHaveValue(/96 percentile/);
  expect(await leadsFor(email)).toEqual([]);
});

test('a form sent faster than a person could is refused, kept, and accepted a moment later', async ({ page }) => {
  await asVisitor(page);
  const email = uniqueEmail('too-fast');
  await page.goto('/contact');
  const rendered = Date.now();
  const form = await fillContact(page, email);
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByRole('status')).toHaveText(FORM_MESSAGES.tooFast);
  await expect(form.getByLabel('Full name')).toHaveValue('Meera Iyer');
  await pastMinimumTime(page, rendered);
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByRole('status')).toContainText('Thank you!');
  expect(await leadsFor(email)).toHaveLength(1);
});

test('subscribing twice gives spec §8’s duplicate message; unsubscribed through the my-data link, the address subscribes again', async ({
  page,
  request,
}) => {
  await asVisitor(page);
  const email = uniqueEmail('newsletter');
  const subscribe = async () => {
    const footer = page.getByRole('contentinfo');
    await footer.getByLabel('Email address').fill(email);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    return footer;
  };
  await page.goto('/about?utm_source=facebook&utm_campaign=launch');
  await expect(page.getByRole('contentinfo')).toContainText('By subscribing you ask us to e-mail you the MBA Disha newsletter.');

  await expect((await subscribe()).getByText('Successfully subscribed to our newsletter!')).toBeVisible();
  await expect((await subscribe()).getByText('You are already subscribed to our newsletter!')).toBeVisible();

  const [lead] = await leadsFor(email);
  expect(lead).toMatchObject({
    form_type: 'newsletter',
    source: 'facebook',
    utm_campaign: 'launch',
    newsletter_subscribed: true,
  });
  // Each subscription the visitor sends is their consent again, on the record with the words they saw.
  const newsletterConsent = expect.objectContaining({
    purpose: 'newsletter',
    granted: true,
    context: 'newsletter',
    label: 'By subscribing you ask us to e-mail you the MBA Disha newsletter. You can unsubscribe at any time.',
    notice_version: NOTICE_VERSION,
    lead_id: lead.id,
  });
  expect(await consentsFor(email)).toEqual([newsletterConsent, newsletterConsent]);

  // Unsubscribing is the visitor's own: the e-mailed my-data link, one click on the newsletter consent.
  await askForLink(page, email);
  const [mail] = await myDataMails(request, email);
  await page.goto(mail.links[0]);
  await page.getByRole('button', { name: 'Show my data' }).click();
  const choices = page.getByRole('list', { name: 'Your consents now' });
  await choices.getByRole('button', { name: 'Withdraw consent: The newsletter' }).click();
  await expect(choices.getByText('Consent withdrawn.')).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Newsletter subscriptions' }).getByRole('cell', { name: /^Unsubscribed on / }),
  ).toBeVisible();

  await page.goto('/about');
  await expect((await subscribe()).getByText('Successfully subscribed to our newsletter!')).toBeVisible();
  const { data } = await leadRecords().from('newsletter_subscribers').select('status').eq('email', email);
  expect(data).toEqual([{ status: 'active' }]);
  expect(await consentsFor(email)).toEqual([
    newsletterConsent,
    newsletterConsent,
    expect.objectContaining({ purpose: 'newsletter', granted: false }),
    newsletterConsent,
  ]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the contact form works and the lead keeps the attribution of the landing', async ({ page }) => {
    await asVisitor(page);
    const email = uniqueEmail('no-js');
    await page.goto('/blog?utm_source=linkedin&utm_medium=social&utm_campaign=xat-webinar');
    await page.goto('/contact');
    const rendered = Date.now();
    const form = await fillContact(page, email);
    await pastMinimumTime(page, rendered);
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Thank you!' })).toBeVisible();
    const [lead] = await leadsFor(email);
    expect(lead).toMatchObject({ source: 'linkedin', utm_campaign: 'xat-webinar', first_touch: { landing_page: '/blog' } });
  });
});
