import { toDataError } from '@/lib/data/errors';
import type { Tables } from '@/lib/database.types';
import { DataError } from '@/lib/errors/data-error';
import { REVIEW_MESSAGES } from '@/lib/reviews/messages';
import type { DocumentDecision } from '@/lib/reviews/moderation-input';
import {
  documentObjectPath,
  documentProblem,
  REVIEW_DOCUMENTS_BUCKET,
  type DocumentCheckStatus,
  type DocumentCheckValues,
  type DocumentKind,
  type TieKind,
} from '@/lib/reviews/verification-input';
import type { TypedClient } from '@/lib/supabase/types';
import { nothingChanged, requireUser, reviewWording } from './wording';

/*
 * The document way of proving a tie (20261205000100_review_ties.sql): the member uploads an ID card or offer
 * letter to the private 'review-documents' bucket, in their own folder, and asks for a check; a review moderator
 * reads it, decides, and the file is deleted. Storage policies let only the uploader and review moderators read a
 * document. A database cannot delete a stored file's bytes, so deleting goes through the Storage API here, after
 * the decision is recorded, and the check is stamped once the file is gone; a decided check whose file is still
 * stored is listed by listUndeletedDocuments, and removeDecidedDocument tries again.
 */

export interface DocumentCheck {
  id: string;
  userId: string;
  collegeId: string;
  documentKind: DocumentKind;
  claimedKind: TieKind;
  storagePath: string;
  status: DocumentCheckStatus;
  verifiedKind: TieKind | null;
  refusalReason: string | null;
  decidedAt: string | null;
  fileRemovedAt: string | null;
  createdAt: string;
}

const COLUMNS =
  'id, user_id, college_id, document_kind, claimed_kind, storage_path, status, verified_kind, refusal_reason, decided_at, file_removed_at, created_at' as const;

type Row = Pick<
  Tables<'review_document_checks'>,
  | 'id'
  | 'user_id'
  | 'college_id'
  | 'document_kind'
  | 'claimed_kind'
  | 'storage_path'
  | 'status'
  | 'verified_kind'
  | 'refusal_reason'
  | 'decided_at'
  | 'file_removed_at'
  | 'created_at'
>;

const toCheck = (row: Row): DocumentCheck => ({
  id: row.id,
  userId: row.user_id,
  collegeId: row.college_id,
  documentKind: row.document_kind as DocumentKind,
  claimedKind: row.claimed_kind as TieKind,
  storagePath: row.storage_path,
  status: row.status as DocumentCheckStatus,
  verifiedKind: row.verified_kind as TieKind | null,
  refusalReason: row.refusal_reason,
  decidedAt: row.decided_at,
  fileRemovedAt: row.file_removed_at,
  createdAt: row.created_at,
});

const documents = (client: TypedClient) => client.storage.from(REVIEW_DOCUMENTS_BUCKET);

/** Removes stored documents; ones already gone are not an error, so a retried removal completes. */
async function removeFiles(client: TypedClient, paths: string[]): Promise<void> {
  const { error } = await documents(client).remove(paths);
  if (error) throw toDataError(error, 'Failed to delete the document');
}

/**
 * Uploads the member's document and asks for a check of it. When the check is refused (one already waiting for this
 * college, too many today), the uploaded file is deleted again.
 */
export async function submitDocumentCheck(
  client: TypedClient,
  userId: string | null | undefined,
  request: DocumentCheckValues,
  file: Blob,
  random: string = crypto.randomUUID(),
): Promise<DocumentCheck> {
  const me = requireUser(userId);
  const problem = documentProblem(file);
  if (problem) throw new DataError('VALIDATION', problem);
  const path = documentObjectPath(me, file.type, random);
  const uploaded = await documents(client).upload(path, file, { contentType: file.type.toLowerCase(), upsert: false });
  if (uploaded.error) throw toDataError(uploaded.error, 'Failed to upload the document');
  const { data, error } = await client
    .from('review_document_checks')
    .insert({
      user_id: me,
      college_id: request.collegeId,
      document_kind: request.documentKind,
      claimed_kind: request.kind,
      storage_path: path,
    })
    .select(COLUMNS)
    .single();
  if (error) {
    await documents(client).remove([path]);
    throw toDataError(error, {
      ...reviewWording('Failed to send the document for a check', REVIEW_MESSAGES.documentNotStored),
      CONFLICT: REVIEW_MESSAGES.documentPending,
      NOT_FOUND: REVIEW_MESSAGES.collegeNotListed,
      RATE_LIMITED: REVIEW_MESSAGES.documentRateLimited,
    });
  }
  return toCheck(data);
}

/** The member's checks, newest first (a moderator's client gets every check: use listPendingDocumentChecks). */
export async function listMyDocumentChecks(client: TypedClient, userId: string | null | undefined): Promise<DocumentCheck[]> {
  const me = requireUser(userId);
  const { data, error } = await client
    .from('review_document_checks')
    .select(COLUMNS)
    .eq('user_id', me)
    .order('created_at', { ascending: false });
  if (error) throw toDataError(error, 'Failed to load your documents');
  return data.map(toCheck);
}

/** The member withdraws a check no one has decided yet, and its file. */
export async function withdrawDocumentCheck(
  client: TypedClient,
  userId: string | null | undefined,
  checkId: string,
): Promise<void> {
  const me = requireUser(userId);
  const { data, error } = await client
    .from('review_document_checks')
    .delete()
    .eq('id', checkId)
    .eq('user_id', me)
    .select('storage_path');
  if (error) throw toDataError(error, reviewWording('Failed to withdraw the document'));
  if (!data[0]) throw nothingChanged(REVIEW_MESSAGES.documentGone);
  await removeFiles(client, [data[0].storage_path]);
}

/** Review moderators: the checks waiting for a decision, oldest first. */
export async function listPendingDocumentChecks(client: TypedClient, limit = 50): Promise<DocumentCheck[]> {
  const { data, error } = await client
    .from('review_document_checks')
    .select(COLUMNS)
    .eq('status', 'pending')
    .order('created_at')
    .limit(limit);
  if (error) throw toDataError(error, 'Failed to load the documents to check');
  return data.map(toCheck);
}

/** A short-lived address of the stored document, for its uploader or a review moderator (five minutes by default). */
export async function documentViewUrl(client: TypedClient, storagePath: string, seconds = 300): Promise<string> {
  const { data, error } = await documents(client).createSignedUrl(storagePath, seconds);
  if (error) throw toDataError(error, { failure: 'Failed to open the document', NOT_FOUND: REVIEW_MESSAGES.documentNotStored });
  return data.signedUrl;
}

const MODERATOR_WORDING = {
  ...reviewWording('Failed to record the decision', REVIEW_MESSAGES.notModerator),
  NOT_FOUND: REVIEW_MESSAGES.documentGone,
  CONFLICT: REVIEW_MESSAGES.documentDecided,
};

/** Stamps the check once its file is gone; false while the file is still stored. */
async function markRemoved(client: TypedClient, checkId: string): Promise<boolean> {
  const { data, error } = await client.rpc('mark_review_document_removed', { check_id: checkId });
  if (error) throw toDataError(error, MODERATOR_WORDING);
  return data === true;
}

/**
 * A review moderator's decision — verified as a student or an alumnus (the tie is recorded), or refused with a
 * reason — then the file's deletion. Resolves once both are done; when only the decision could be recorded it
 * throws CONFLICT (documentStillStored), and removeDecidedDocument finishes the job.
 */
export async function decideDocumentCheck(
  client: TypedClient,
  checkId: string,
  decision: DocumentDecision,
  reason?: string,
): Promise<void> {
  const { data: path, error } = await client.rpc('decide_review_document', {
    check_id: checkId,
    decision,
    ...(reason ? { reason } : {}),
  });
  if (error) throw toDataError(error, MODERATOR_WORDING);
  await removeDecidedFile(client, checkId, path);
}

async function removeDecidedFile(client: TypedClient, checkId: string, path: string): Promise<void> {
  try {
    await removeFiles(client, [path]);
  } catch (cause) {
    throw new DataError('CONFLICT', REVIEW_MESSAGES.documentStillStored, { cause });
  }
  if (!(await markRemoved(client, checkId))) throw new DataError('CONFLICT', REVIEW_MESSAGES.documentStillStored);
}

/** Deletes a decided check's file that is still stored (a removal that failed after the decision). */
export async function removeDecidedDocument(client: TypedClient, checkId: string): Promise<void> {
  const { data, error } = await client
    .from('review_document_checks')
    .select('storage_path, status')
    .eq('id', checkId)
    .maybeSingle();
  if (error) throw toDataError(error, MODERATOR_WORDING);
  if (!data) throw nothingChanged(REVIEW_MESSAGES.documentGone);
  if (data.status === 'pending') throw new DataError('CONFLICT', 'This document is still waiting for a decision.');
  await removeDecidedFile(client, checkId, data.storage_path);
}

/** Review moderators: decided checks whose file has not been found deleted, oldest decision first. */
export async function listUndeletedDocuments(client: TypedClient, limit = 50): Promise<DocumentCheck[]> {
  const { data, error } = await client
    .from('review_document_checks')
    .select(COLUMNS)
    .neq('status', 'pending')
    .is('file_removed_at', null)
    .order('decided_at')
    .limit(limit);
  if (error) throw toDataError(error, 'Failed to load the documents still stored');
  return data.map(toCheck);
}
