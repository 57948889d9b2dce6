import { z } from 'zod';
import type { ActionChain } from '@/lib/actions/chain';
import { submitDocumentCheck, withdrawDocumentCheck } from '@/lib/data/reviews/documents';
import { deleteOwnReview, editReview, reportReview, submitReview } from '@/lib/data/reviews/reviews';
import { confirmTieEmailLink, requestTieEmailLink } from '@/lib/data/reviews/verifications';
import { REVIEW_MESSAGES } from './messages';
import { reviewEditInput, reviewInput, reviewReportInput } from './review-input';
import { DOCUMENT_MESSAGES, documentCheckInput, emailLinkInput, verifyTokenInput } from './verification-input';

/*
 * A member's side of verified reviews as server actions: each runs as the signed-in member with their own client,
 * so the database decides (the domain of the address, one link per account, one waiting document per college, a
 * tie before a review, one review per college and programme, only one's own review changed). The 'use server'
 * binding (reviews.actions.ts) expires REVIEWS_TAG when a change can alter what the public page shows.
 */

/** What a member's change tells them. */
export interface ReviewChange {
  message: string;
  id?: string;
}

/** Held for moderation: what the author reads after writing or editing. */
export const HELD_MESSAGE =
  'Thank you. Your review is held for moderation: a moderator reads every review before it is published, usually within two working days.';

const documentUpload = documentCheckInput.extend({
  file: z.instanceof(Blob, { message: DOCUMENT_MESSAGES.noFile }),
});

const withdrawInput = z.object({ checkId: z.uuid({ message: REVIEW_MESSAGES.documentGone }) });
const reviewIdInput = z.object({ reviewId: z.uuid({ message: REVIEW_MESSAGES.reviewGone }) });

/**
 * A form posts the five ratings as rating_placements … rating_value; the schemas want them as one object. Any
 * other shape is left as it came, for the schema to refuse.
 */
export function withRatings(raw: unknown): unknown {
  if (raw === null || typeof raw !== 'object' || 'ratings' in raw) return raw;
  const fields = raw as Record<string, unknown>;
  return {
    ...fields,
    ratings: {
      placements: fields.rating_placements,
      faculty: fields.rating_faculty,
      roi: fields.rating_roi,
      campus_life: fields.rating_campus_life,
      value: fields.rating_value,
    },
  };
}

export function reviewActions(chain: ActionChain) {
  const submit = chain.memberAction(
    { name: 'reviews.submit', input: reviewInput, failureMessage: 'Failed to send your review' },
    async (review, { client, user }): Promise<ReviewChange> => {
      const saved = await submitReview(client, user.id, review);
      return { message: HELD_MESSAGE, id: saved.id };
    },
  );
  const edit = chain.memberAction(
    { name: 'reviews.edit', input: reviewEditInput, failureMessage: 'Failed to save your review' },
    async (review, { client, user }): Promise<ReviewChange> => {
      const saved = await editReview(client, user.id, review);
      return { message: `Your changes are saved. ${HELD_MESSAGE}`, id: saved.id };
    },
  );
  return {
    requestLink: chain.memberAction(
      { name: 'reviews.request_link', input: emailLinkInput, failureMessage: 'Failed to send the link' },
      async (request, { client }): Promise<ReviewChange> => {
        await requestTieEmailLink(client, request);
        return { message: REVIEW_MESSAGES.linkSent };
      },
    ),
    confirmLink: chain.memberAction(
      { name: 'reviews.confirm_link', input: verifyTokenInput, failureMessage: 'Failed to confirm the link' },
      async ({ token }, { client }) => confirmTieEmailLink(client, token),
    ),
    submitDocument: chain.memberAction(
      { name: 'reviews.submit_document', input: documentUpload, failureMessage: 'Failed to send the document' },
      async ({ file, ...request }, { client, user }): Promise<ReviewChange> => {
        const check = await submitDocumentCheck(client, user.id, request, file);
        return {
          message: 'Your document is waiting for a moderator. It is deleted as soon as they have decided.',
          id: check.id,
        };
      },
    ),
    withdrawDocument: chain.memberAction(
      { name: 'reviews.withdraw_document', input: withdrawInput, failureMessage: 'Failed to withdraw the document' },
      async ({ checkId }, { client, user }): Promise<ReviewChange> => {
        await withdrawDocumentCheck(client, user.id, checkId);
        return { message: 'Your document is withdrawn and deleted.' };
      },
    ),
    submit: (raw: unknown) => submit(withRatings(raw)),
    edit: (raw: unknown) => edit(withRatings(raw)),
    remove: chain.memberAction(
      { name: 'reviews.delete_own', input: reviewIdInput, failureMessage: 'Failed to delete your review' },
      async ({ reviewId }, { client, user }): Promise<ReviewChange> => {
        await deleteOwnReview(client, user.id, reviewId);
        return { message: 'Your review is deleted.' };
      },
    ),
    report: chain.memberAction(
      { name: 'reviews.report', input: reviewReportInput, failureMessage: 'Failed to send the report' },
      async (report, { client, user }): Promise<ReviewChange> => {
        const counted = await reportReview(client, user.id, report);
        return {
          message: counted ? 'Thank you. A moderator will look at this review.' : REVIEW_MESSAGES.alreadyReported,
        };
      },
    ),
  };
}
