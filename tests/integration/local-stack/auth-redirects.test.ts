import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '@/supabase/local';
import { client, startTestStack } from './helpers';

let stack: LocalStack;
beforeAll(async () => {
  // An allow-list entry that matches anything: even so, only http and https targets may be used.
  stack = await startTestStack({ confirmEmail: true, additionalRedirectUrls: ['**'] });
});
afterAll(() => stack?.stop());

const SITE = 'http://127.0.0.1:3000';
const BAD_TARGETS = [
  'javascript://127.0.0.1/%0aalert(document.domain)',
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'myapp://localhost/callback',
  'file:///etc/passwd',
];

let n = 0;
const newEmail = () => `redirect${Date.now()}${n++}@example.com`;

async function confirmedUser(): Promise<string> {
  const email = newEmail();
  const { error } = await client(stack, 'service').auth.admin.createUser({ email, password: 'Secret#123', email_confirm: true });
  expect(error).toBeNull();
  return email;
}

const redirectOfMail = (email: string) => new URL(stack.mailbox.list(email)[0].links[0]).searchParams.get('redirect_to');

describe('redirect_to other than http(s) falls back to the site URL', () => {
  it('in recovery and sign-up e-mails', async () => {
    for (const target of BAD_TARGETS) {
      const email = await confirmedUser();
      expect((await client(stack).auth.resetPasswordForEmail(email, { redirectTo: target })).error).toBeNull();
      expect(redirectOfMail(email), target).toBe(SITE);

      const fresh = newEmail();
      expect(
        (await client(stack).auth.signUp({ email: fresh, password: 'Secret#123', options: { emailRedirectTo: target } })).error,
      ).toBeNull();
      expect(redirectOfMail(fresh), target).toBe(SITE);
    }
  });

  it('in the /verify redirect, including its error redirect', async () => {
    for (const target of BAD_TARGETS) {
      const q = new URLSearchParams({ token: 'nope', type: 'recovery', redirect_to: target });
      const res = await fetch(`${stack.url}/auth/v1/verify?${q}`, { redirect: 'manual' });
      expect(res.status).toBe(303);
      expect(res.headers.get('location'), target).toBe(
        `${SITE}/#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired`,
      );
    }
  });

  it('in generated links and when it comes from the Referer header', async () => {
    const email = await confirmedUser();
    for (const target of BAD_TARGETS) {
      const { data, error } = await client(stack, 'service').auth.admin.generateLink({
        type: 'recovery',
        email,
        options: { redirectTo: target },
      });
      expect(error).toBeNull();
      expect(data.properties?.redirect_to, target).toBe(SITE);
      expect(new URL(data.properties!.action_link).searchParams.get('redirect_to')).toBe(SITE);
    }
    const recoverWithReferer = (referer: string) =>
      fetch(`${stack.url}/auth/v1/recover`, {
        method: 'POST',
        headers: { apikey: stack.anonKey, 'content-type': 'application/json', referer },
        body: JSON.stringify({ email }),
      });
    expect((await recoverWithReferer('https://elsewhere.example.com/from-referer')).status).toBe(200);
    expect(redirectOfMail(email)).toBe('https://elsewhere.example.com/from-referer');
    expect((await recoverWithReferer('myapp://localhost/from-referer')).status).toBe(200);
    expect(redirectOfMail(email)).toBe(SITE);
  });

  it('keeps http and https targets that are allowed', async () => {
    for (const target of ['http://localhost:3000/auth/callback', 'https://elsewhere.example.com/ok?x=1']) {
      const email = await confirmedUser();
      await client(stack).auth.resetPasswordForEmail(email, { redirectTo: target });
      expect(redirectOfMail(email)).toBe(target);
    }
  });
});
