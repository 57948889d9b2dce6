import { z } from 'zod';
import { toDataError } from '@/lib/data/errors';
import type { Tables } from '@/lib/database.types';
import { DataError } from '@/lib/errors/data-error';
import { REVIEW_MESSAGES } from '@/lib/reviews/messages';
import { TIE_KINDS, type EmailLinkValues, type TieKind, type TieMethod } from '@/lib/reviews/verification-input';
import type { TypedClient } from '@/lib/supabase/types';
import { requireUser, reviewWording } from './wording';

/*
 * A member's ties to colleges, and the e-mail-domain way of proving one (public.request_review_email_link and
 * public.confirm_review_email_link, 20261205000100_review_ties.sql), each with the member's own signed-in client.
 * The functions decide: the address must be at one of the college's domains, the link works once, for the account
 * that asked, for 24 hours, and one mailbox verifies one account per college.
 */

export interface ReviewTie {
  id: string;
  collegeId: string;
  kind: TieKind;
  method: TieMethod;
  /** The college domain the address matched (e-mail ties); never the address itself. */
  emailDomain: string | null;
  verifiedAt: string;
}

const TIE_COLUMNS = 'id, college_id, kind, method, email_domain, verified_at' as const;
type TieRow = Pick<Tables<'review_ties'>, 'id' | 'college_id' | 'kind' | 'method' | 'email_domain' | 'verified_at'>;

export const toTie = (row: TieRow): ReviewTie => ({
  id: row.id,
  collegeId: row.college_id,
  kind: row.kind as TieKind,
  method: row.method as TieMethod,
  emailDomain: row.email_domain,
  verifiedAt: row.verified_at,
});

const SIGN_IN = 'Sign in to verify your tie to a college.';

const LINK_WORDING = { ...reviewWording('Failed to send the link', SIGN_IN), NOT_AUTHENTICATED: SIGN_IN };

/** E-mails a one-time link to an address at one of the college's domains; refused for any other address. */
export async function requestTieEmailLink(client: TypedClient, request: EmailLinkValues): Promise<void> {
  const { error } = await client.rpc('request_review_email_link', {
    college_id: request.collegeId,
    email: request.email,
    kind: request.kind,
  });
  if (error) throw toDataError(error, LINK_WORDING);
}

const confirmedSchema = z.object({ college_id: z.string(), kind: z.enum(TIE_KINDS), verified_at: z.string() });

export interface ConfirmedTie {
  collegeId: string;
  kind: TieKind;
  verifiedAt: string;
}

/** Opens the e-mailed link as the signed-in member: the tie it records; NOT_FOUND for a used, expired or foreign link. */
export async function confirmTieEmailLink(client: TypedClient, token: string): Promise<ConfirmedTie> {
  const { data, error } = await client.rpc('confirm_review_email_link', { link_token: token });
  if (error) {
    throw toDataError(error, {
      ...LINK_WORDING,
      failure: 'Failed to confirm the link',
      VALIDATION: { domain: REVIEW_MESSAGES.domainGone },
      CONFLICT: { address_taken: REVIEW_MESSAGES.addressTaken },
    });
  }
  if (data === null) throw new DataError('NOT_FOUND', REVIEW_MESSAGES.linkEnded);
  const tie = confirmedSchema.parse(data);
  return { collegeId: tie.college_id, kind: tie.kind, verifiedAt: tie.verified_at };
}

/** The member's ties, newest first. */
export async function listMyTies(client: TypedClient, userId: string | null | undefined): Promise<ReviewTie[]> {
  const me = requireUser(userId);
  const { data, error } = await client
    .from('review_ties')
    .select(TIE_COLUMNS)
    .eq('user_id', me)
    .order('verified_at', { ascending: false });
  if (error) throw toDataError(error, 'Failed to load your verified colleges');
  return data.map(toTie);
}

/** The member's tie to one college, or null when they have none. */
export async function myTieTo(
  client: TypedClient,
  userId: string | null | undefined,
  collegeId: string,
): Promise<ReviewTie | null> {
  const me = requireUser(userId);
  const { data, error } = await client
    .from('review_ties')
    .select(TIE_COLUMNS)
    .eq('user_id', me)
    .eq('college_id', collegeId)
    .maybeSingle();
  if (error) throw toDataError(error, 'Failed to load your verification');
  return data ? toTie(data) : null;
}
