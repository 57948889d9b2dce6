import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consentOptions, NEWSLETTER_CONSENT_LABEL, NOTICE_VERSION } from '@/lib/leads/consent';
import { startLocalStack, type LocalStack } from '@/supabase/local';

// The consent rows record the database's wording (private.consent_notices), so the forms must show exactly that
// wording: a change to lib/leads/consent.ts without a new notice version and its rows fails here.

let stack: LocalStack;
beforeAll(async () => {
  stack = await startLocalStack({ port: 0, dataDir: 'memory', seedFile: null });
}, 120_000);
afterAll(() => stack?.stop());

describe('the consent notice of the current version', () => {
  it('is word for word what the forms show', async () => {
    const { rows } = await stack.db.query<{ context: string; purpose: string; label: string }>(
      `select context, purpose, label from private.consent_notices where notice_version = $1 order by context, purpose`,
      [NOTICE_VERSION],
    );
    const shown = (['contact', 'consultation'] as const).flatMap((context) =>
      consentOptions(context, { name: '{college}' }).map(({ purpose, label }) => ({ context, purpose, label })),
    );
    const all: { context: string; purpose: string; label: string }[] = [
      ...shown,
      { context: 'newsletter', purpose: 'newsletter', label: NEWSLETTER_CONSENT_LABEL },
    ];
    const order = (a: { context: string; purpose: string }, b: { context: string; purpose: string }) =>
      `${a.context}/${a.purpose}`.localeCompare(`${b.context}/${b.purpose}`);
    expect(rows.sort(order)).toEqual(all.sort(order));
  });
});
