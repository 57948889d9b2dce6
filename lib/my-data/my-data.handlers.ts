import { z } from 'zod';
import type { ActionChain, PublicContext } from '@/lib/actions/chain';
import type { FormState } from '@/lib/actions/result';
import { CONSENT_PURPOSES } from '@/lib/consent/purposes';
import {
  confirmMemberMailboxLink,
  endMyDataSession,
  eraseMyData,
  openMyDataLink,
  requestMemberMailboxLink,
  requestMyDataLink,
  withdrawMyDataConsent,
  type ErasureCounts,
} from '@/lib/data/my-data';
import { DataError } from '@/lib/errors/data-error';
import type { TypedClient } from '@/lib/supabase/types';
import { EMAIL_PHONE_MESSAGES, emailField } from '@/lib/validation/email-phone';
import { MY_DATA_MESSAGES } from './messages';

/** Link and session tokens: 32 random bytes, base64url. */
const token = z.string().regex(/^[A-Za-z0-9_-]{43}$/, MY_DATA_MESSAGES.linkEnded);

export const requestLinkInput = z.object({ email: emailField(EMAIL_PHONE_MESSAGES.emailMissing) });
export type RequestLinkInput = z.input<typeof requestLinkInput>;

export const openLinkInput = z.object({ token });
export type OpenLinkInput = z.input<typeof openLinkInput>;

/** The signed-in member's request for a mailbox link: nothing to send, the address is the account's own. */
export const requestMemberLinkInput = z.object({});
export type RequestMemberLinkInput = z.input<typeof requestMemberLinkInput>;

export const withdrawInput = z.object({
  purpose: z.enum(CONSENT_PURPOSES),
  // A form posts '' for "no college".
  collegeId: z
    .union([z.uuid(), z.literal('')])
    .optional()
    .transform((id) => id || null),
});
export type WithdrawInput = z.input<typeof withdrawInput>;

export const eraseInput = z.object({ confirm: z.literal('yes', { error: MY_DATA_MESSAGES.confirmErase }) });
export type EraseInput = z.input<typeof eraseInput>;

/**
 * What the session-held actions get besides the form: the my-data cookie's token, never a form field. Any
 * non-empty value goes on to the database, which answers an unknown one as an ended session.
 */
const withSession = { session: z.string().min(1).max(200) };

export interface MessageOutcome {
  message: string;
}

/** What the mailbox-proof forms of /profile/data hold between posts. */
export type MemberLinkState = FormState<MessageOutcome, RequestMemberLinkInput>;
export type ConfirmMemberLinkState = FormState<MessageOutcome, OpenLinkInput>;

export interface WithdrawOutcome {
  message: string;
}

export interface EraseOutcome {
  message: string;
  counts: ErasureCounts;
}

async function erase(session: string | null, client: TypedClient): Promise<EraseOutcome> {
  return { message: MY_DATA_MESSAGES.erased, counts: await eraseMyData(client, session) };
}

async function withdraw(
  { purpose, collegeId }: z.output<typeof withdrawInput>,
  session: string | null,
  { client, visitor }: PublicContext,
): Promise<WithdrawOutcome> {
  const withdrawn = await withdrawMyDataConsent(client, session, { purpose, collegeId, userAgent: visitor.userAgent });
  return { message: withdrawn ? MY_DATA_MESSAGES.withdrawn : MY_DATA_MESSAGES.alreadyWithdrawn };
}

/**
 * A person's own data, two ways in: with the session an e-mailed link opened (anyone holding it; the database
 * checks the session), or signed in, for the account's own address once a link e-mailed there has been opened
 * while signed in (the member link: an account alone does not prove the mailbox). The database keeps its own
 * limits per visitor and per address; the chain's limits only stop a flood before it reaches the database.
 */
export function myDataActions(chain: ActionChain) {
  return {
    requestLink: chain.publicAction(
      { name: 'my_data.request_link', input: requestLinkInput, rateLimit: { max: 10, windowSeconds: 900 } },
      async ({ email }, { client }) => {
        await requestMyDataLink(client, email);
        return { message: MY_DATA_MESSAGES.linkSent };
      },
    ),

    openLink: chain.publicAction(
      { name: 'my_data.open_link', input: openLinkInput, rateLimit: { max: 30, windowSeconds: 600 } },
      async ({ token }, { client }) => {
        const opened = await openMyDataLink(client, token);
        if (!opened) throw new DataError('NOT_FOUND', MY_DATA_MESSAGES.linkEnded);
        return opened;
      },
    ),

    withdrawWithLink: chain.publicAction(
      { name: 'my_data.withdraw', input: withdrawInput.extend(withSession), rateLimit: { max: 30, windowSeconds: 600 } },
      (input, context) => withdraw(input, input.session, context),
    ),

    eraseWithLink: chain.publicAction(
      { name: 'my_data.erase', input: eraseInput.extend(withSession), rateLimit: { max: 10, windowSeconds: 600 } },
      ({ session }, { client }) => erase(session, client),
    ),

    endSession: chain.publicAction(
      { name: 'my_data.end_session', input: z.object(withSession), rateLimit: { max: 30, windowSeconds: 600 } },
      ({ session }, { client }) => endMyDataSession(client, session),
    ),

    requestMemberLink: chain.memberAction(
      { name: 'my_data.request_member_link', input: requestMemberLinkInput, rateLimit: { max: 10, windowSeconds: 900 } },
      async (_input, { client }): Promise<MessageOutcome> => {
        await requestMemberMailboxLink(client);
        return { message: MY_DATA_MESSAGES.memberLinkSent };
      },
    ),

    confirmMemberLink: chain.memberAction(
      { name: 'my_data.confirm_member_link', input: openLinkInput, rateLimit: { max: 30, windowSeconds: 600 } },
      async ({ token }, { client }): Promise<MessageOutcome> => {
        if (!(await confirmMemberMailboxLink(client, token))) throw new DataError('NOT_FOUND', MY_DATA_MESSAGES.memberLinkEnded);
        return { message: MY_DATA_MESSAGES.mailboxProven };
      },
    ),

    withdrawAsMember: chain.memberAction({ name: 'my_data.withdraw', input: withdrawInput }, (input, context) =>
      withdraw(input, null, context),
    ),

    eraseAsMember: chain.memberAction({ name: 'my_data.erase', input: eraseInput }, (_input, { client }) => erase(null, client)),
  };
}
