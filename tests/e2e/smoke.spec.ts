import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { footerTargets, mainNav } from '@/config/navigation';

const SPEC_FOOTER_TARGETS = [
  '/resources',
  '/previous-papers',
  '/videos',
  '/about',
  '/faq',
  '/cookies',
  '/exams/cat',
  '/exams/xat',
  '/exams/nmat',
  '/privacy',
  '/terms',
  '/contact',
  '/blog',
  '/colleges',
];

test('the home page renders the header and footer links', async ({ page, isMobile }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'MBA Disha — home' }).first()).toBeVisible();

  if (isMobile) {
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  }
  const header = isMobile
    ? page.getByRole('navigation', { name: 'Main menu' })
    : page.getByRole('navigation', { name: 'Main', exact: true });
  for (const item of mainNav) {
    await expect(header.getByRole('link', { name: item.label, exact: true })).toHaveAttribute('href', item.href);
  }
  const account = isMobile ? header : page.locator('header');
  await expect(account.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
  await expect(account.getByRole('link', { name: 'Get Started' }).first()).toBeVisible();

  const footer = page.getByRole('navigation', { name: 'Footer' });
  const hrefs = await footer.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  for (const target of SPEC_FOOTER_TARGETS) expect(hrefs, `footer links to ${target}`).toContain(target);
  expect(new Set(footerTargets)).toEqual(new Set(hrefs));
  await expect(page.getByRole('textbox', { name: 'Email address' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Subscribe' })).toBeVisible();
});

test('the newsletter field checks the address before subscribing', async ({ page }) => {
  await page.goto('/');
  const email = page.getByRole('textbox', { name: 'Email address' });
  const subscribe = page.getByRole('button', { name: 'Subscribe' });
  await email.fill('   ');
  await subscribe.click();
  await expect(page.getByText('Please enter your email address')).toBeVisible();
  await email.fill('not-an-email');
  await subscribe.click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');

  const address = `footer-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await email.fill(address);
  await subscribe.click();
  await expect(page.getByText('Successfully subscribed to our newsletter!')).toBeVisible();
  await email.fill(address.toUpperCase());
  await subscribe.click();
  await expect(page.getByText('You are already subscribed to our newsletter!')).toBeVisible();
});

test('an unknown URL shows a helpful 404 page', async ({ page }) => {
  const response = await page.goto('/this-page-does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('main').getByRole('link', { name: 'Browse colleges' })).toHaveAttribute('href', '/colleges');
});

test('a footer link opens its page within the app, and a modified click leaves this page alone', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const footer = page.getByRole('navigation', { name: 'Footer' });
  await footer.getByRole('link', { name: 'About us' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => 'sameDocument' in window), 'navigated without reloading the page').toBe(true);

  const opened = page.context().waitForEvent('page');
  await footer.getByRole('link', { name: 'Blog' }).click({ modifiers: [process.platform === 'darwin' ? 'Meta' : 'Control'] });
  const tab = await opened;
  await expect(tab).toHaveURL(/\/blog$/);
  await tab.close();
  await expect(page).toHaveURL(/\/about$/);
});

test('an unknown URL at any depth keeps the site header and footer, and pages carry that frame once', async ({ page }) => {
  for (const path of ['/no/such/page', '/colleges/iim-ahmedabad/no-such-tab', '/blog/2026/11/no-such-post']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'MBA Disha — home' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  }
  // The root not-found travels in every page's React payload: the footer must not be in it a second time.
  const html = await (await page.request.get('/', { headers: { accept: 'text/html' } })).text();
  // The footer's newsletter heading id is named twice (id, aria-labelledby) in the markup and twice in the payload.
  expect(html.split('footer-newsletter').length - 1).toBe(4);
});

test('home, sign-in and 404 pass an automated accessibility check', async ({ page }) => {
  for (const path of ['/', '/signin', '/admin/login', '/no-such-page']) {
    await page.goto(path);
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const found = results.violations.flatMap((v) =>
      v.nodes.map((n) => `${path}: ${v.id} at ${n.target.join(' ')} — ${n.failureSummary ?? v.help}`),
    );
    expect(found).toEqual([]);
  }
});
