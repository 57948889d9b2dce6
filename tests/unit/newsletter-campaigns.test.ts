import { describe, expect, it } from 'vitest';
import { campaignBodyHtml } from '@/lib/newsletter/campaign-preview';
import { CAMPAIGN_MESSAGES, campaignFields, campaignUpdateFields, characterCount } from '@/lib/newsletter/campaign-schema';
import {
  audienceLine,
  campaignState,
  progressLabel,
  progressPercent,
  sendLabel,
  sentNotice,
} from '@/lib/newsletter/campaign-status';

// The campaign form's rules (public.newsletter_campaigns' checks, in words) and what the list says about a send.

const errorsOf = (input: unknown) => {
  const parsed = campaignFields.safeParse(input);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]));
};

const stats = (over: Partial<Record<'queued' | 'sent' | 'failed' | 'suppressed' | 'unsubscribed', number>> = {}) => ({
  queued: 0,
  sent: 0,
  failed: 0,
  suppressed: 0,
  unsubscribed: 0,
  ...over,
});

describe('the campaign form', () => {
  it('accepts a subject of 3 to 150 characters and a body of 10 to 50,000, trimmed as the database measures them', () => {
    const parsed = campaignFields.parse({ subject: '  CAT 2026: what changed  ', body: '\n## Dates\n\nRegistration opens.\n' });
    expect(parsed).toEqual({ subject: 'CAT 2026: what changed', body: '## Dates\n\nRegistration opens.' });
    expect(errorsOf({ subject: 'a'.repeat(150), body: 'b'.repeat(50_000) })).toEqual({});
  });

  it('refuses what the database would, with the limits in words', () => {
    expect(errorsOf({ subject: ' ab ', body: 'short' })).toEqual({
      subject: CAMPAIGN_MESSAGES.subject,
      body: CAMPAIGN_MESSAGES.body,
    });
    expect(errorsOf({ subject: 'a'.repeat(151), body: 'b'.repeat(50_001) })).toEqual({
      subject: CAMPAIGN_MESSAGES.subject,
      body: CAMPAIGN_MESSAGES.body,
    });
    expect(errorsOf({})).toEqual({ subject: CAMPAIGN_MESSAGES.subject, body: CAMPAIGN_MESSAGES.body });
    expect(errorsOf({ subject: ['CAT'], body: 42 })).toEqual({
      subject: CAMPAIGN_MESSAGES.subject,
      body: CAMPAIGN_MESSAGES.body,
    });
    expect(CAMPAIGN_MESSAGES.body).toBe('Write the body in Markdown: 10 to 50,000 characters.');
  });

  it('refuses a subject holding a line break, a tab or another control character', () => {
    for (const subject of ['Line one\nline two', 'Tab\there', 'Bell\u0007', 'Delete\u007f'])
      expect(errorsOf({ subject, body: 'A body long enough.' }), JSON.stringify(subject)).toEqual({
        subject: CAMPAIGN_MESSAGES.subjectLine,
      });
  });

  it('counts characters as PostgreSQL does: an emoji is one', () => {
    expect(characterCount('🇮🇳')).toBe(2);
    expect(characterCount('😀😀')).toBe(2);
    // Four UTF-16 units but two characters: too short for the database, so too short here.
    expect(errorsOf({ subject: '😀😀', body: 'A body long enough.' })).toEqual({ subject: CAMPAIGN_MESSAGES.subject });
    expect(errorsOf({ subject: '😀'.repeat(150), body: 'A body long enough.' })).toEqual({});
  });

  it('needs a campaign id to update', () => {
    expect(campaignUpdateFields.safeParse({ id: 'nope', subject: 'CAT news', body: 'A body long enough.' }).success).toBe(false);
  });
});

describe('the preview', () => {
  it('renders the markdown as the e-mail does, without raw HTML or script links', () => {
    const html = campaignBodyHtml('## Dates\n\n<script>alert(1)</script>\n\n[x](javascript:alert(1)) and [fees](/colleges)');
    expect(html).toContain('<h2>Dates</h2>');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('javascript:');
    expect(html).toContain('<a href="/colleges">fees</a>');
  });
});

describe('a campaign’s state and delivery', () => {
  it('is a draft until sent, sending while messages are queued, then sent', () => {
    expect(campaignState('draft', undefined)).toBe('draft');
    expect(campaignState('sent', stats({ queued: 3, sent: 1 }))).toBe('sending');
    expect(campaignState('sent', stats({ sent: 4 }))).toBe('sent');
    expect(campaignState('sent', undefined)).toBe('sent');
  });

  it('shows progress as delivered of recipients', () => {
    expect(progressLabel(100, stats({ queued: 60, sent: 40 }))).toBe('Sending: 40 of 100 delivered');
    expect(progressLabel(2500, stats({ queued: 1000, sent: 1500 }))).toBe('Sending: 1,500 of 2,500 delivered');
    expect(progressPercent(100, stats({ queued: 60, sent: 30, failed: 10 }))).toBe(40);
    expect(progressPercent(0, stats())).toBe(100);
  });

  it('words the audience and the send button with the counts', () => {
    expect(audienceLine({ active: 120, suppressed: 3 })).toBe(
      '120 active subscribers will receive the next campaign (3 suppressed addresses are skipped).',
    );
    expect(audienceLine({ active: 1, suppressed: 1 })).toBe(
      '1 active subscriber will receive the next campaign (1 suppressed address is skipped).',
    );
    expect(sendLabel(1)).toBe('Send to 1 subscriber');
    expect(sendLabel(1200)).toBe('Send to 1,200 subscribers');
  });

  it('reads the sent count from the URL only when it is a number', () => {
    expect(sentNotice('2')).toBe(
      'Campaign sent: 2 messages are queued. Progress shows below and updates as the messages go out.',
    );
    for (const raw of [undefined, '', 'two', '<b>', '-1', '1e3']) expect(sentNotice(raw)).toBeNull();
  });
});
