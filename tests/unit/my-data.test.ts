import { describe, expect, it } from 'vitest';
import { confirmMemberMailboxLink, listMyData, needsMailboxProof, requestMyDataLink } from '@/lib/data/my-data';
import { DATA_ERRORS, DataError } from '@/lib/errors/data-error';
import { formatDateTime } from '@/lib/format/dates';
import { purposeName, standingConsents, type ConsentRecord } from '@/lib/my-data/consents';
import { MY_DATA_EXPORT_FILE, myDataDownload } from '@/lib/my-data/download';
import { MY_DATA_MESSAGES } from '@/lib/my-data/messages';
import { eraseInput, requestLinkInput, withdrawInput } from '@/lib/my-data/my-data.handlers';
import type { TypedClient } from '@/lib/supabase/types';

const COLLEGE = '6b0e7c7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f';

let recordId = 0;
function record(overrides: Partial<ConsentRecord>): ConsentRecord {
  recordId += 1;
  return {
    id: `00000000-0000-4000-8000-${String(recordId).padStart(12, '0')}`,
    purpose: 'newsletter',
    granted: true,
    college_id: null,
    college: null,
    created_at: '2026-11-20T10:00:00Z',
    ...overrides,
  };
}

describe('standingConsents', () => {
  it('keeps the latest choice per purpose, whatever order the records come in', () => {
    const records = [
      record({ purpose: 'newsletter', granted: false, created_at: '2026-11-22T10:00:00Z' }),
      record({ purpose: 'newsletter', granted: true, created_at: '2026-11-20T10:00:00Z' }),
      record({ purpose: 'enquiry_contact', granted: true, created_at: '2026-11-20T10:00:00Z' }),
    ];
    expect(standingConsents(records, false)).toEqual([
      { purpose: 'enquiry_contact', collegeId: null, college: null, state: 'granted', since: '2026-11-20T10:00:00Z' },
      { purpose: 'newsletter', collegeId: null, college: null, state: 'withdrawn', since: '2026-11-22T10:00:00Z' },
    ]);
  });

  it('tells sharing with one college from sharing with another', () => {
    const records = [
      record({ purpose: 'share_with_college', college_id: COLLEGE, college: 'IIM Ahmedabad' }),
      record({ purpose: 'share_with_college', college_id: 'other', college: 'FMS Delhi', granted: false }),
    ];
    expect(standingConsents(records, false).map((s) => [s.college, s.state])).toEqual([
      ['FMS Delhi', 'not_given'],
      ['IIM Ahmedabad', 'granted'],
    ]);
  });

  it('counts an active subscription without a record as a newsletter consent that can be withdrawn', () => {
    expect(standingConsents([], true)).toEqual([
      { purpose: 'newsletter', collegeId: null, college: null, state: 'granted', since: null },
    ]);
  });

  it('lets an active subscription outweigh an older withdrawal, as the database does', () => {
    const [newsletter] = standingConsents([record({ granted: false })], true);
    expect(newsletter).toMatchObject({ state: 'granted', since: null });
  });

  it('orders purposes as the consent boxes do', () => {
    const records = [record({ purpose: 'whatsapp' }), record({ purpose: 'newsletter' }), record({ purpose: 'enquiry_contact' })];
    expect(standingConsents(records, false).map((s) => s.purpose)).toEqual(['enquiry_contact', 'newsletter', 'whatsapp']);
  });
});

describe('purposeName', () => {
  it('names the college a sharing consent was for', () => {
    expect(purposeName('share_with_college', 'IIM Ahmedabad')).toBe('Sharing your enquiry with IIM Ahmedabad');
    expect(purposeName('share_with_college', null)).toBe('Sharing your enquiry with a college');
    expect(purposeName('newsletter')).toBe('The newsletter');
  });
});

describe('formatDateTime', () => {
  it('shows the moment in Indian time', () => {
    expect(formatDateTime('2025-11-30T10:35:00Z')).toBe('30 Nov 2025, 4:05 pm IST');
    expect(formatDateTime('2025-09-01T20:00:00Z')).toBe('2 Sep 2025, 1:30 am IST');
    expect(formatDateTime('not a date')).toBe('');
    expect(formatDateTime(null)).toBe('');
  });
});

describe('the my-data inputs', () => {
  it('normalises the address and words a missing or invalid one as the other forms do', () => {
    expect(requestLinkInput.parse({ email: '  Asha@Example.COM ' })).toEqual({ email: 'asha@example.com' });
    expect(requestLinkInput.safeParse({ email: '' }).error?.issues[0].message).toBe('Please enter your email address');
    expect(requestLinkInput.safeParse({ email: 'asha@' }).error?.issues[0].message).toBe('Please enter a valid email address');
  });

  it('takes a purpose and, from a form, an empty college as none', () => {
    expect(withdrawInput.parse({ purpose: 'newsletter', collegeId: '' })).toEqual({ purpose: 'newsletter', collegeId: null });
    expect(withdrawInput.parse({ purpose: 'share_with_college', collegeId: COLLEGE })).toEqual({
      purpose: 'share_with_college',
      collegeId: COLLEGE,
    });
    expect(withdrawInput.safeParse({ purpose: 'telemarketing' }).success).toBe(false);
    expect(withdrawInput.safeParse({ purpose: 'newsletter', collegeId: 'x' }).success).toBe(false);
  });

  it('erases only with the box ticked', () => {
    expect(eraseInput.safeParse({ confirm: 'yes' }).success).toBe(true);
    expect(eraseInput.safeParse({}).error?.issues[0].message).toBe(MY_DATA_MESSAGES.confirmErase);
  });
});

/** A client whose every RPC answers `answer`, recording what was called. */
function fakeClient(answer: { data?: unknown; error?: Record<string, unknown> | null }) {
  const calls: { fn: string; args: unknown }[] = [];
  const client = {
    rpc: async (fn: string, args: unknown) => {
      calls.push({ fn, args });
      return { data: answer.data ?? null, error: answer.error ?? null };
    },
  } as unknown as TypedClient;
  return { client, calls };
}

describe('lib/data/my-data', () => {
  it("words the per-address limit as the address's, and the visitor's limit as every limit", async () => {
    const perAddress = fakeClient({ error: { code: 'P0429', hint: 'email', message: 'Too many attempts' } });
    await expect(requestMyDataLink(perAddress.client, 'a@b.co')).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      message: MY_DATA_MESSAGES.emailRateLimited,
    });
    const perVisitor = fakeClient({ error: { code: 'P0429', hint: 'ip', message: 'Too many attempts' } });
    await expect(requestMyDataLink(perVisitor.client, 'a@b.co')).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      message: DATA_ERRORS.RATE_LIMITED,
    });
  });

  it('reads an ended session as NOT_AUTHENTICATED, and sends no session for the signed-in user', async () => {
    const ended = fakeClient({ error: { code: '28000', message: 'This page has expired' } });
    const error = await listMyData(ended.client, 'token').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DataError);
    expect(error).toMatchObject({ code: 'NOT_AUTHENTICATED', message: MY_DATA_MESSAGES.sessionEnded });
    expect(ended.calls).toEqual([{ fn: 'my_data_list', args: { session_token: 'token' } }]);

    const signedIn = fakeClient({ error: { code: '28000' } });
    await listMyData(signedIn.client, null).catch(() => null);
    expect(signedIn.calls).toEqual([{ fn: 'my_data_list', args: {} }]);
  });
});

describe('the mailbox proof', () => {
  it("reads 28000 with HINT 'mailbox' as a mailbox still to prove, and any other 28000 as not", async () => {
    const unproven = fakeClient({
      error: { code: '28000', hint: 'mailbox', message: 'Confirm that this mailbox is yours first' },
    });
    const refused = await listMyData(unproven.client, null).catch((e: unknown) => e);
    expect(refused).toMatchObject({ code: 'NOT_AUTHENTICATED', message: MY_DATA_MESSAGES.mailboxUnproven });
    expect(needsMailboxProof(refused)).toBe(true);

    const ended = await listMyData(fakeClient({ error: { code: '28000', message: 'This page has expired' } }).client, null).catch(
      (e: unknown) => e,
    );
    expect(needsMailboxProof(ended)).toBe(false);
    expect(needsMailboxProof(new Error('mailbox'))).toBe(false);
  });

  it('confirms only when the database says true', async () => {
    expect(await confirmMemberMailboxLink(fakeClient({ data: true }).client, 't')).toBe(true);
    expect(await confirmMemberMailboxLink(fakeClient({ data: false }).client, 't')).toBe(false);
    const { client, calls } = fakeClient({ data: null });
    expect(await confirmMemberMailboxLink(client, 'tok')).toBe(false);
    expect(calls).toEqual([{ fn: 'my_data_confirm_member_link', args: { link_token: 'tok' } }]);
  });
});

describe('the download', () => {
  it('is a JSON attachment named for the site that no cache keeps', async () => {
    const response = myDataDownload({ email: 'a@b.co', leads: [] });
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${MY_DATA_EXPORT_FILE}"`);
    expect(MY_DATA_EXPORT_FILE).toBe('mba-disha-my-data.json');
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(JSON.parse(await response.text())).toEqual({ email: 'a@b.co', leads: [] });
  });
});
