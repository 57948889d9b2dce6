/**
 * What verified reviews say to people, in one place, so a page, its action and the data layer never word a case
 * differently. The database's refusals (supabase/migrations/20261205000*.sql) are worded here by their hints.
 */
export const REVIEW_MESSAGES = {
  // Ties: e-mail domain
  wrongDomain: 'This address is not at one of the college’s e-mail domains. Use your college e-mail address.',
  domainGone: 'This college no longer lists that address’s domain. Verify with another address or a document.',
  linkSent:
    'We have sent a link to that address. Open it while signed in to this account: it works once and expires in 24 hours.',
  linkEnded:
    'This link has expired or has already been used, or it was sent for another account. Ask for a new one from the college’s review page.',
  addressTaken: 'This address has already verified another account for this college.',
  emailRateLimited: 'Too many links were asked for this address. Please wait an hour before asking again.',
  collegeNotListed: 'This college is not listed.',
  // Ties: documents
  documentPending: 'You already have a document waiting for a moderator for this college.',
  documentRateLimited: 'You have sent five documents today. Please wait until tomorrow to send another.',
  documentNotStored: 'The document could not be found. Please upload it again.',
  documentDecided: 'This document has been decided already.',
  documentGone: 'This document check no longer exists.',
  documentStillStored: 'The decision is recorded, but the file could not be deleted yet. Try deleting it again.',
  ownDocument: 'You cannot decide on your own document.',
  // Reviews
  noTie: 'Verify that you study or studied at this college before reviewing it.',
  wrongProgramme: 'Choose one of this college’s programmes.',
  alreadyReviewed: 'You have already reviewed this programme at this college. Edit your review instead.',
  reviewGone: 'This review is not available.',
  notYours: 'You can only change your own reviews.',
  alreadyReported: 'You have already reported this review.',
  // Moderation
  notModerator: 'Only a review moderator can do that.',
  ownReview: 'You cannot moderate your own review.',
  reasonRequired: 'Please give a reason.',
  rewriteRefused: 'A moderator does not rewrite a review; refuse or hide it with a reason instead.',
  pendingByAuthorOnly: 'Only the author’s edit sends a review back for moderation.',
} as const;
