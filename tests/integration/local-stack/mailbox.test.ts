import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LocalStack } from '@/supabase/local';
import type { MailMessage } from '@/supabase/local/mailbox';
import { startTestStack } from './helpers';

let stack: LocalStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(() => stack?.stop());
beforeEach(async () => {
  await fetch(`${stack.mailboxUrl}/api/messages`, { method: 'DELETE' });
});

const messages = async (to?: string): Promise<MailMessage[]> => {
  const res = await fetch(`${stack.mailboxUrl}/api/messages${to ? `?to=${encodeURIComponent(to)}` : ''}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { messages: MailMessage[] }).messages;
};

describe('local mailbox', () => {
  it('lists sent messages newest first, filtered by recipient without regard to case', async () => {
    stack.mailbox.send({
      to: 'Ana@Example.com',
      subject: 'Confirm your signup',
      type: 'signup',
      text: 'first',
      links: ['http://127.0.0.1:3000/a'],
    });
    stack.mailbox.send({ to: 'ben@example.com', subject: 'Reset your password', type: 'recovery', text: 'other', links: [] });
    stack.mailbox.send({
      to: 'ana@example.com',
      subject: 'Your magic link',
      type: 'magiclink',
      text: 'second',
      links: ['http://127.0.0.1:3000/b'],
    });

    const ana = await messages('ANA@example.com');
    expect(ana.map((m) => m.subject)).toEqual(['Your magic link', 'Confirm your signup']);
    expect(ana[0]).toMatchObject({
      to: 'ana@example.com',
      type: 'magiclink',
      links: ['http://127.0.0.1:3000/b'],
      html: '<p>second</p>',
    });
    expect(ana[0].id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(ana[0].sentAt).getTime()).not.toBeNaN();
    expect(await messages()).toHaveLength(3);
  });

  it('clears one recipient or everything with DELETE', async () => {
    stack.mailbox.send({ to: 'ana@example.com', subject: 'a', type: 'signup', text: 'a', links: [] });
    stack.mailbox.send({ to: 'ben@example.com', subject: 'b', type: 'signup', text: 'b', links: [] });
    const res = await fetch(`${stack.mailboxUrl}/api/messages?to=ana@example.com`, { method: 'DELETE' });
    expect(res.status).toBe(204);
    expect((await messages()).map((m) => m.to)).toEqual(['ben@example.com']);
    await fetch(`${stack.mailboxUrl}/api/messages`, { method: 'DELETE' });
    expect(await messages()).toEqual([]);
  });

  it('shows messages on the /mailbox page with subjects and links escaped', async () => {
    const link = 'http://127.0.0.1:3000/auth/confirm?token_hash=abc&type=signup&next="/x"<script>';
    stack.mailbox.send({ to: 'ana@example.com', subject: 'Hi <b>Ana</b>', type: 'signup', text: 'Click <here>', links: [link] });
    const res = await fetch(stack.mailboxUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await res.text();
    expect(html).toContain('Hi &#60;b&#62;Ana&#60;/b&#62;');
    expect(html).toContain('<p>Click &#60;here&#62;</p>');
    const escaped = 'http://127.0.0.1:3000/auth/confirm?token_hash=abc&#38;type=signup&#38;next=&#34;/x&#34;&#60;script&#62;';
    expect(html).toContain(`<a href="${escaped}">${escaped}</a>`);
    expect(html).not.toContain('<script>');

    const filtered = await (await fetch(`${stack.mailboxUrl}?to=${encodeURIComponent('"><x')}`)).text();
    expect(filtered).toContain('value="&#34;&#62;&#60;x"');
    expect(filtered).toContain('No e-mail yet.');
  });

  it('answers unknown mailbox API paths with 404', async () => {
    expect((await fetch(`${stack.mailboxUrl}/api/nothing`)).status).toBe(404);
  });
});
