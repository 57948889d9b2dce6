import { z } from 'zod';
import { TIE_KINDS } from './verification-input';

/*
 * What a review moderator (moderateReviews: community_mod, super_admin) sends: every refusal, hiding, deletion
 * and withdrawn tie carries a reason, which lands in review_moderation_events and, for a review, is shown to its
 * author. The database refuses the same without a reason (supabase/migrations/20261205000*.sql).
 */

export const MODERATION_LIMITS = { reasonMin: 3, reasonMax: 500, noteMax: 1_000 } as const;

export const moderationReason = z
  .string({ message: 'Please give a reason.' })
  .trim()
  .min(MODERATION_LIMITS.reasonMin, 'Please give a reason.')
  .max(MODERATION_LIMITS.reasonMax, `Keep the reason to ${MODERATION_LIMITS.reasonMax} characters or fewer.`);

const reviewId = z.uuid({ message: 'This review does not exist.' });

export const REVIEW_DECISIONS = ['approve', 'refuse', 'hide', 'restore'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

/** Approving and restoring need no reason; refusing and hiding do. */
export const reviewDecisionInput = z.discriminatedUnion(
  'decision',
  [
    z.object({ decision: z.literal(['approve', 'restore']), reviewId }),
    z.object({ decision: z.literal(['refuse', 'hide']), reviewId, reason: moderationReason }),
  ],
  { message: 'Choose what to do with the review.' },
);
export type ReviewDecisionInput = z.input<typeof reviewDecisionInput>;

export const reviewDeleteInput = z.object({ reviewId, reason: moderationReason });

/** A document is verified as a student or an alumnus, or refused with a reason. */
export const documentDecisionInput = z.discriminatedUnion(
  'decision',
  [
    z.object({ decision: z.enum(TIE_KINDS), checkId: z.uuid({ message: 'This document check does not exist.' }) }),
    z.object({
      decision: z.literal('refused'),
      checkId: z.uuid({ message: 'This document check does not exist.' }),
      reason: moderationReason,
    }),
  ],
  { message: 'Verify as a student or an alumnus, or refuse with a reason.' },
);
export type DocumentDecisionInput = z.input<typeof documentDecisionInput>;
export type DocumentDecision = 'student' | 'alumnus' | 'refused';

export const tieRevokeInput = z.object({ tieId: z.uuid({ message: 'This tie does not exist.' }), reason: moderationReason });
