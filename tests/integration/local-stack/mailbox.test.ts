import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LocalStack } from '@/supabase/local';
import { escapeHtml, type MailMessage } from '@/supabase/local/mailbox';
import { startTestStack } from './helpers';

// The mailbox is fed by the stack's SMTP server only, so the messages here arrive as the app's would: over SMTP.

let stack: LocalStack;
let transport: Transporter;
beforeAll(async () => {
  stack = await startTestStack();
  transport = nodemailer.createTransport(stack.smtpUrl);
});
afterAll(async () => {
  transport?.close();
  await stack?.stop();
});
beforeEach(async () => {
  await fetch(`${stack.mailboxUrl}/api/messages`, { method: 'DELETE' });
});

const messages = async (to?: string): Promise<MailMessage[]> => {
  const res = await fetch(`${stack.mailboxUrl}/api/messages${to ? `?to=${encodeURIComponent(to)}` : ''}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { messages: MailMessage[] }).messages;
};

const send = (to: string, subject: string, text: string, extra: SendMailOptions = {}) =>
  transport.sendMail({ from: 'MBA Disha <noreply@mbadisha.local>', to, subject, text, ...extra });

describe('local mailbox', () => {
  it('lists received messages newest first, filtered by recipient without regard to case', async () => {
    await send('Ana@Example.com', 'Confirm your signup', 'first http://127.0.0.1:3000/a');
    await send('ben@example.com', 'Reset your password', 'other');
    await send('ana@example.com', 'Your magic link', 'second\nhttp://127.0.0.1:3000/b', {
      headers: { 'X-Mbad-Kind': 'my_data' },
    });

    const ana = await messages('ANA@example.com');
    expect(ana.map((m) => m.subject)).toEqual(['Your magic link', 'Confirm your signup']);
    expect(ana[0]).toMatchObject({
      to: 'ana@example.com',
      from: 'MBA Disha <noreply@mbadisha.local>',
      type: 'app',
      kind: 'my_data',
      links: ['http://127.0.0.1:3000/b'],
    });
    expect(ana[0].text.trim()).toBe('second\nhttp://127.0.0.1:3000/b');
    expect(ana[0].html).toBe(`<p>${escapeHtml(ana[0].text)}</p>`);
    expect(ana[0].headers['x-mbad-kind']).toBe('my_data');
    expect(ana[0].id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(ana[0].sentAt).getTime()).not.toBeNaN();
    expect(await messages()).toHaveLength(3);
  });

  it('clears one recipient or everything with DELETE', async () => {
    await send('ana@example.com', 'a', 'a');
    await send('ben@example.com', 'b', 'b');
    const res = await fetch(`${stack.mailboxUrl}/api/messages?to=ana@example.com`, { method: 'DELETE' });
    expect(res.status).toBe(204);
    expect((await messages()).map((m) => m.to)).toEqual(['ben@example.com']);
    await fetch(`${stack.mailboxUrl}/api/messages`, { method: 'DELETE' });
    expect(await messages()).toEqual([]);
  });

  it('shows messages on the /mailbox page, the HTML part only inside a sandboxed frame', async () => {
    const link = "http://127.0.0.1:3000/auth/confirm?token_hash=abc&type=signup&next=/x'y";
    await send('ana@example.com', 'Hi <b>Ana</b>', `Click ${link}`, {
      html: `<p onclick="steal()">Click <a href="${link}">here</a></p><script>alert(1)</script>`,
      headers: { 'X-Mbad-Kind': 'lead_<assigned>' },
    });
    const res = await fetch(stack.mailboxUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await res.text();
    expect(html).toContain('Hi &#60;b&#62;Ana&#60;/b&#62;');
    expect(html).toContain('From <b>MBA Disha &#60;noreply@mbadisha.local&#62;</b> to <b>ana@example.com</b>');
    expect(html).toContain('· app · lead_&#60;assigned&#62;</p>');
    expect(html).toContain('<iframe sandbox srcdoc="&#60;p onclick=&#34;steal()&#34;&#62;Click');
    expect(html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    const escaped = 'http://127.0.0.1:3000/auth/confirm?token_hash=abc&#38;type=signup&#38;next=/x&#39;y';
    expect(html).toContain(`<li><a href="${escaped}">${escaped}</a></li>`);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<p onclick');

    const filtered = await (await fetch(`${stack.mailboxUrl}?to=${encodeURIComponent('"><x')}`)).text();
    expect(filtered).toContain('value="&#34;&#62;&#60;x"');
    expect(filtered).toContain('No e-mail yet.');
  });

  it('answers unknown mailbox API paths with 404', async () => {
    expect((await fetch(`${stack.mailboxUrl}/api/nothing`)).status).toBe(404);
  });
});
