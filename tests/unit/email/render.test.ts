import { describe, expect, it } from 'vitest';
import { EMAIL_KINDS, emailKind } from '@/lib/email/kinds';
import { renderEmail, senderDomain, type OutboxMessage } from '@/lib/email/render';
import { absoluteMarkdownLinks, withSiteLinks } from '@/lib/email/site-links';
import { classifySendFailure, describeSmtpUrl, mailSettings } from '@/lib/email/transport';

const SENDER = { siteUrl: 'https://mbadisha.in/', from: 'MBA Disha <hello@mbadisha.in>', postalAddress: 'Pune 411001' };

function message(over: Partial<OutboxMessage> = {}): OutboxMessage {
  return {
    id: '6f1c2a8e-1111-4222-8333-444455556666',
    to_email: 'meera@example.in',
    subject: 'Reminder',
    text: 'Hello,\n\nOpen:\n/my-data/abc\n\nMBA Disha',
    kind: 'my_data',
    unsubscribe_path: null,
    ...over,
  };
}

describe('site links', () => {
  it('prefixes each site-relative path with the configured site URL', () => {
    const text = 'Open it in the back office:\n/admin/leads?lead=42\n\nOr your data: /my-data/abc123 today.';
    expect(withSiteLinks(text, 'http://localhost:3100/')).toBe(
      'Open it in the back office:\nhttp://localhost:3100/admin/leads?lead=42\n\nOr your data: http://localhost:3100/my-data/abc123 today.',
    );
  });

  it('leaves absolute URLs, protocol-relative paths and slashes inside words alone', () => {
    const text = 'See https://evil.example/x or //evil.example/y, and and/or 1/2.';
    expect(withSiteLinks(text, 'http://127.0.0.1:3000')).toBe(text);
  });

  it('makes relative markdown links absolute and leaves others alone', () => {
    expect(absoluteMarkdownLinks('[a](/colleges/x) [b](https://x.in/y) [c](//evil.example)', 'https://mbadisha.in')).toBe(
      '[a](https://mbadisha.in/colleges/x) [b](https://x.in/y) [c](//evil.example)',
    );
  });
});

describe('renderEmail', () => {
  it('uses the outbox id as the Message-ID at the sender domain', () => {
    expect(renderEmail(message(), SENDER).messageId).toBe('<6f1c2a8e-1111-4222-8333-444455556666@mbadisha.in>');
    expect(senderDomain('hello@Example.IN')).toBe('example.in');
    expect(senderDomain('nonsense')).toBe('mbadisha.local');
  });

  it('gives transactional mail both parts, the reason and the address, and no List-Unsubscribe', () => {
    const email = renderEmail(message(), SENDER);
    expect(email.text).toContain('https://mbadisha.in/my-data/abc');
    expect(email.text).toContain(EMAIL_KINDS.my_data.reason);
    expect(email.text).toContain('MBA Disha, Pune 411001 · https://mbadisha.in');
    expect(email.html).toContain('<a href="https://mbadisha.in/my-data/abc"');
    expect(email.html).toContain('MBA Disha, Pune 411001');
    expect(email.headers['List-Unsubscribe']).toBeUndefined();
    expect(email.headers['X-Mbad-Kind']).toBe('my_data');
  });

  it('gives optional mail a one-click List-Unsubscribe (RFC 8058) and a page link in both parts', () => {
    const email = renderEmail(message({ kind: 'exam_reminder', unsubscribe_path: '/exams/calendar/unsubscribe/tok_1' }), SENDER);
    expect(email.headers['List-Unsubscribe']).toBe('<https://mbadisha.in/api/unsubscribe/exam/tok_1>');
    expect(email.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(email.text).toContain('Unsubscribe: https://mbadisha.in/exams/calendar/unsubscribe/tok_1');
    expect(email.html).toContain('href="https://mbadisha.in/exams/calendar/unsubscribe/tok_1"');
  });

  it('escapes what the text holds in the HTML part', () => {
    const email = renderEmail(message({ text: 'Thread "<script>alert(1)</script>" & more' }), SENDER);
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain('&#60;script&#62;');
  });

  it('renders a newsletter body as sanitised markdown', () => {
    const email = renderEmail(
      message({
        kind: 'newsletter',
        text: '# Hi\n\n<img src=x onerror=alert(1)> [x](javascript:alert(1)) [ok](/blog/cat)',
        unsubscribe_path: '/newsletter/unsubscribe/abc',
      }),
      SENDER,
    );
    expect(email.html).toContain('<h1>Hi</h1>');
    expect(email.html).not.toContain('onerror');
    expect(email.html).not.toContain('javascript:');
    expect(email.html).toContain('href="https://mbadisha.in/blog/cat"');
    expect(email.headers.Precedence).toBe('bulk');
  });

  it('names an unknown kind by itself and treats it as transactional', () => {
    expect(emailKind('something_new')).toMatchObject({ label: 'something_new', optional: false });
  });
});

describe('transport settings', () => {
  it('defaults to the local stack and refuses malformed settings', () => {
    expect(mailSettings({})).toEqual({ smtpUrl: 'smtp://127.0.0.1:54325', from: 'MBA Disha <hello@mbadisha.local>' });
    expect(() => mailSettings({ SMTP_URL: 'http://x' })).toThrow(/SMTP_URL/);
    expect(() => mailSettings({ MAIL_FROM: 'not an address' })).toThrow(/MAIL_FROM/);
    expect(mailSettings({ SMTP_URL: 'smtps://u:p@smtp.example.in:465', MAIL_FROM: 'hello@example.in' })).toEqual({
      smtpUrl: 'smtps://u:p@smtp.example.in:465',
      from: 'hello@example.in',
    });
  });

  it('describes an SMTP URL without its credentials', () => {
    expect(describeSmtpUrl('smtp://user:secret@smtp.example.in:587')).toBe('smtp://smtp.example.in:587');
  });

  it('gives up at once only on a 5xx answer to the envelope or the message', () => {
    expect(classifySendFailure({ code: 'EENVELOPE', responseCode: 550, response: '550 No such user' })).toEqual({
      permanent: true,
      message: 'EENVELOPE: 550 No such user',
    });
    expect(classifySendFailure({ code: 'EENVELOPE', responseCode: 451, response: '451 busy' }).permanent).toBe(false);
    expect(classifySendFailure({ code: 'ECONNECTION', message: 'connect ECONNREFUSED' }).permanent).toBe(false);
    expect(classifySendFailure({ code: 'EAUTH', responseCode: 535, response: '535 bad login' }).permanent).toBe(false);
  });
});
