import type { SupabaseClient } from '@supabase/supabase-js';
import { expect } from 'vitest';
import type { Database } from '@/lib/database.types';
import type { LocalStack } from '@/supabase/local';

// The member's mailbox proof (20261203000400_mailbox_proof.sql) as tests need it: the link's token read from
// private.email_outbox (where the e-mail is written), and the whole round trip for a signed-in client.

type Client = SupabaseClient<Database>;

/** The token of the newest mailbox-proof link e-mailed to `email`, or null when none was sent. */
export async function memberLinkTokenFor(stack: LocalStack, email: string): Promise<string | null> {
  const { rows } = await stack.db.query<{ text: string }>(
    `select text from private.email_outbox where to_email = $1 and text like '%/profile/data/confirm/%'
      order by created_at desc, id desc limit 1`,
    [email.toLowerCase()],
  );
  return /\/profile\/data\/confirm\/([A-Za-z0-9_-]{43})/.exec(rows[0]?.text ?? '')?.[1] ?? null;
}

/** Asks for the link as `client`'s account, opens it as that account: its current address is then proved. */
export async function proveMailbox(stack: LocalStack, client: Client, email: string): Promise<void> {
  const requested = await client.rpc('my_data_request_member_link');
  expect(requested.error).toBeNull();
  const token = await memberLinkTokenFor(stack, email);
  expect(token, `a mailbox link e-mailed to ${email}`).not.toBeNull();
  const confirmed = await client.rpc('my_data_confirm_member_link', { link_token: token! });
  expect(confirmed).toMatchObject({ data: true, error: null });
}
