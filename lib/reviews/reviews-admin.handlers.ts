import { z } from 'zod';
import type { ActionChain } from '@/lib/actions/chain';
import type { ContentChange } from '@/lib/content/change';
import { decideDocumentCheck, removeDecidedDocument } from '@/lib/data/reviews/documents';
import { addCollegeDomain, removeCollegeDomain } from '@/lib/data/reviews/domains';
import { decideReview, decideReviewReport, deleteReviewAsModerator } from '@/lib/data/reviews/moderation';
import { collegeDomainInput } from './domain-input';
import { documentDecisionInput, reviewDecisionInput, reviewDeleteInput } from './moderation-input';

/*
 * The back office's side of verified reviews. Review moderators (moderateReviews: community_mod, super_admin)
 * decide reviews, document checks and reports; content managers (manageContent: editor, super_admin) keep each
 * college's e-mail domains. The chain refuses any other role before a write, and row-level security refuses the
 * same people again. The 'use server' binding (reviews-admin.actions.ts) expires REVIEWS_TAG after a change.
 */

const DECIDED: Record<z.output<typeof reviewDecisionInput>['decision'], string> = {
  approve: 'Review approved and published.',
  restore: 'Review restored and published.',
  refuse: 'Review refused. The author sees your reason.',
  hide: 'Review hidden. The author sees your reason.',
};

const DOCUMENT_DECIDED: Record<z.output<typeof documentDecisionInput>['decision'], string> = {
  student: 'Verified as a student. The document is deleted.',
  alumnus: 'Verified as an alumnus. The document is deleted.',
  refused: 'Document refused. The member sees your reason; the document is deleted.',
};

const reportDecisionInput = z.object({
  reportId: z.uuid({ message: 'This report no longer exists.' }),
  decision: z.enum(['resolved', 'dismissed'], { message: 'Choose what to do with the report.' }),
});

/** Hiding a reported review closes the report as resolved; the reason is the moderator's, shown to the author. */
const reportHideInput = z.object({
  reportId: z.uuid({ message: 'This report no longer exists.' }),
  reviewId: z.uuid({ message: 'This review does not exist.' }),
  reason: reviewDeleteInput.shape.reason,
});

const checkIdInput = z.object({ checkId: z.uuid({ message: 'This document check does not exist.' }) });
const domainIdInput = z.object({
  id: z.uuid({ message: 'This domain is no longer listed.' }),
  collegeId: z.uuid({ message: 'Choose a college.' }),
});

export function reviewAdminActions(chain: ActionChain) {
  const moderator = chain.capabilityAction('moderateReviews');
  const contentManager = chain.capabilityAction('manageContent');
  return {
    decide: moderator(
      { name: 'reviews.decide', input: reviewDecisionInput, failureMessage: 'Failed to moderate the review' },
      async (input, { client }): Promise<ContentChange> => {
        await decideReview(client, input.reviewId, input.decision, 'reason' in input ? input.reason : undefined);
        return { message: DECIDED[input.decision], id: input.reviewId };
      },
    ),
    remove: moderator(
      { name: 'reviews.delete', input: reviewDeleteInput, failureMessage: 'Failed to delete the review' },
      async ({ reviewId, reason }, { client }): Promise<ContentChange> => {
        await deleteReviewAsModerator(client, reviewId, reason);
        return { message: 'Review deleted. The reason stays in the moderation record.', id: reviewId };
      },
    ),
    decideDocument: moderator(
      { name: 'reviews.decide_document', input: documentDecisionInput, failureMessage: 'Failed to record the decision' },
      async (input, { client }): Promise<ContentChange> => {
        await decideDocumentCheck(client, input.checkId, input.decision, 'reason' in input ? input.reason : undefined);
        return { message: DOCUMENT_DECIDED[input.decision], id: input.checkId };
      },
    ),
    removeDocument: moderator(
      { name: 'reviews.remove_document', input: checkIdInput, failureMessage: 'Failed to delete the document' },
      async ({ checkId }, { client }): Promise<ContentChange> => {
        await removeDecidedDocument(client, checkId);
        return { message: 'Document deleted.', id: checkId };
      },
    ),
    decideReport: moderator(
      { name: 'reviews.decide_report', input: reportDecisionInput, failureMessage: 'Failed to update the report' },
      async ({ reportId, decision }, { client }): Promise<ContentChange> => {
        await decideReviewReport(client, reportId, decision);
        return { message: decision === 'dismissed' ? 'Report dismissed.' : 'Report resolved.', id: reportId };
      },
    ),
    hideReported: moderator(
      { name: 'reviews.hide_reported', input: reportHideInput, failureMessage: 'Failed to hide the review' },
      async ({ reportId, reviewId, reason }, { client }): Promise<ContentChange> => {
        await decideReview(client, reviewId, 'hide', reason);
        await decideReviewReport(client, reportId, 'resolved');
        return { message: 'Review hidden and the report resolved. The author sees your reason.', id: reviewId };
      },
    ),
    addDomain: contentManager(
      { name: 'reviews.add_domain', input: collegeDomainInput, failureMessage: 'Failed to add the domain' },
      async ({ collegeId, domain }, { client }): Promise<ContentChange> => {
        const added = await addCollegeDomain(client, collegeId, domain);
        return { message: `${added.domain} added.`, id: added.id };
      },
    ),
    removeDomain: contentManager(
      { name: 'reviews.remove_domain', input: domainIdInput, failureMessage: 'Failed to remove the domain' },
      async ({ id }, { client }): Promise<ContentChange> => {
        await removeCollegeDomain(client, id);
        return { message: 'Domain removed. Ties it verified stay; new links to it are refused.', id };
      },
    ),
  };
}
