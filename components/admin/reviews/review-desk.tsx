import Link from 'next/link';
import { ModerationButton } from '@/components/admin/community/moderation-button';
import { EmptyState } from '@/components/admin/ui/empty-state';
import { collegeNames } from '@/lib/data/reviews/college-names';
import { documentViewUrl, listPendingDocumentChecks, listUndeletedDocuments } from '@/lib/data/reviews/documents';
import {
  listReviewModerationEvents,
  listReviewReports,
  listReviewsForModeration,
  type ModeratedReview,
} from '@/lib/data/reviews/moderation';
import { formatDateTime } from '@/lib/format/dates';
import { REPORT_REASON_LABELS } from '@/lib/reviews/review-input';
import {
  decideCollegeReview,
  decideCollegeReviewReport,
  decideReviewDocument,
  deleteCollegeReview,
  hideReportedReview,
  removeReviewDocument,
} from '@/lib/reviews/reviews-admin.actions';
import { DOCUMENT_KIND_LABELS, TIE_BADGES } from '@/lib/reviews/verification-input';
import type { TypedClient } from '@/lib/supabase/types';
import { ModeratedReviewCard } from './review-card';

export const REVIEW_TABS = [
  { key: 'pending', label: 'Pending reviews' },
  { key: 'documents', label: 'Document checks' },
  { key: 'reports', label: 'Reports' },
  { key: 'published', label: 'Published' },
  { key: 'hidden', label: 'Hidden' },
  { key: 'files', label: 'Files not deleted' },
  { key: 'record', label: 'Moderation record' },
] as const;
export type ReviewTab = (typeof REVIEW_TABS)[number]['key'];

export function reviewTab(value: string | undefined): ReviewTab {
  return REVIEW_TABS.find((t) => t.key === value)?.key ?? 'pending';
}

const LIST = 'mt-4 space-y-4';

async function Reviews({ client, status }: { client: TypedClient; status: 'pending' | 'published' | 'hidden' }) {
  const reviews: ModeratedReview[] = await listReviewsForModeration(client, status);
  const names = await collegeNames(
    client,
    reviews.map((r) => r.collegeId),
  );
  if (reviews.length === 0) return <EmptyState>No {status} reviews.</EmptyState>;
  return (
    <ul className={LIST}>
      {reviews.map((r) => {
        const college = names.get(r.collegeId)?.name ?? 'A college';
        const fields = { reviewId: r.id };
        return (
          <li key={r.id}>
            <ModeratedReviewCard review={r} college={college} tie={r.tie}>
              {status === 'pending' ? (
                <>
                  <ModerationButton
                    action={decideCollegeReview}
                    label="Approve"
                    title="Approve and publish this review?"
                    confirmLabel="Approve"
                    fields={{ ...fields, decision: 'approve' }}
                    reason="none"
                    className="btn-brand"
                  />
                  <ModerationButton
                    action={decideCollegeReview}
                    label="Refuse"
                    title="Refuse this review?"
                    description="The author sees your reason."
                    confirmLabel="Refuse"
                    fields={{ ...fields, decision: 'refuse' }}
                    danger
                  />
                </>
              ) : status === 'published' ? (
                <ModerationButton
                  action={decideCollegeReview}
                  label="Hide"
                  title="Hide this review?"
                  description="The author sees your reason."
                  confirmLabel="Hide"
                  fields={{ ...fields, decision: 'hide' }}
                  danger
                />
              ) : (
                <ModerationButton
                  action={decideCollegeReview}
                  label="Restore"
                  title="Restore and publish this review?"
                  confirmLabel="Restore"
                  fields={{ ...fields, decision: 'restore' }}
                  reason="none"
                />
              )}
              {status !== 'pending' ? (
                <ModerationButton
                  action={deleteCollegeReview}
                  label="Delete"
                  title="Delete this review for good?"
                  confirmLabel="Delete"
                  fields={fields}
                  danger
                />
              ) : null}
            </ModeratedReviewCard>
          </li>
        );
      })}
    </ul>
  );
}

async function Documents({ client }: { client: TypedClient }) {
  const checks = await listPendingDocumentChecks(client);
  if (checks.length === 0) return <EmptyState>No documents are waiting for a check.</EmptyState>;
  const names = await collegeNames(
    client,
    checks.map((c) => c.collegeId),
  );
  const urls = await Promise.all(checks.map((c) => documentViewUrl(client, c.storagePath).catch(() => null)));
  return (
    <ul className={LIST}>
      {checks.map((c, i) => (
        <li key={c.id} className="rounded-xl border border-gray-200 bg-white p-4">
          <h3 className="text-base font-semibold text-gray-900">{names.get(c.collegeId)?.name ?? 'A college'}</h3>
          <p className="mt-1 text-sm text-gray-700">
            {DOCUMENT_KIND_LABELS[c.documentKind]} · claims to be a {TIE_BADGES[c.claimedKind].replace('Verified ', '')} · sent{' '}
            {formatDateTime(c.createdAt)}
          </p>
          {urls[i] ? (
            <a href={urls[i]} target="_blank" rel="noreferrer" className="mt-2 inline-flex min-h-11 items-center link">
              Open the document (the link works for five minutes)
            </a>
          ) : (
            <p className="mt-2 text-sm text-danger-700">The file could not be opened. Reload the page to try again.</p>
          )}
          <div className="mt-3 flex flex-wrap gap-2">
            <ModerationButton
              action={decideReviewDocument}
              label="Verify as student"
              title="Verify as a student?"
              description="The tie is recorded and the file deleted."
              confirmLabel="Verify"
              fields={{ checkId: c.id, decision: 'student' }}
              reason="none"
              className="btn-brand"
            />
            <ModerationButton
              action={decideReviewDocument}
              label="Verify as alumnus"
              title="Verify as an alumnus?"
              description="The tie is recorded and the file deleted."
              confirmLabel="Verify"
              fields={{ checkId: c.id, decision: 'alumnus' }}
              reason="none"
            />
            <ModerationButton
              action={decideReviewDocument}
              label="Refuse"
              title="Refuse this document?"
              description="The member sees your reason; the file is deleted."
              confirmLabel="Refuse"
              fields={{ checkId: c.id, decision: 'refused' }}
              danger
            />
          </div>
        </li>
      ))}
    </ul>
  );
}

async function Reports({ client }: { client: TypedClient }) {
  const reports = await listReviewReports(client, 'open');
  if (reports.length === 0) return <EmptyState>No open reports.</EmptyState>;
  const names = await collegeNames(
    client,
    reports.flatMap((r) => (r.review ? [r.review.collegeId] : [])),
  );
  return (
    <ul className={LIST}>
      {reports.map((report) => (
        <li key={report.id} className="space-y-2">
          <p className="text-sm text-gray-900">
            <span className="font-semibold">Reported: {REPORT_REASON_LABELS[report.reason]}</span>
            {report.details ? ` — “${report.details}”` : ''} · {formatDateTime(report.createdAt)}
          </p>
          {report.review ? (
            <ModeratedReviewCard review={report.review} college={names.get(report.review.collegeId)?.name ?? 'A college'}>
              <ModerationButton
                action={hideReportedReview}
                label="Hide review"
                title="Hide this review?"
                description="The author sees your reason; the report is resolved."
                confirmLabel="Hide"
                fields={{ reportId: report.id, reviewId: report.review.id }}
                danger
              />
              <ModerationButton
                action={decideCollegeReviewReport}
                label="Dismiss report"
                title="Dismiss this report?"
                description="The review stays published."
                confirmLabel="Dismiss"
                fields={{ reportId: report.id, decision: 'dismissed' }}
                reason="none"
              />
            </ModeratedReviewCard>
          ) : (
            <p className="text-sm text-gray-700">The review is gone.</p>
          )}
        </li>
      ))}
    </ul>
  );
}

async function Files({ client }: { client: TypedClient }) {
  const files = await listUndeletedDocuments(client);
  if (files.length === 0) return <EmptyState>Every decided document’s file is deleted.</EmptyState>;
  return (
    <ul className={LIST}>
      {files.map((f) => (
        <li
          key={f.id}
          className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-gray-200 bg-white p-4"
        >
          <span className="text-sm text-gray-800">
            {DOCUMENT_KIND_LABELS[f.documentKind]}, decided {formatDateTime(f.decidedAt)} ({f.status})
          </span>
          <ModerationButton
            action={removeReviewDocument}
            label="Delete the file again"
            title="Try deleting this file again?"
            confirmLabel="Delete file"
            fields={{ checkId: f.id }}
            reason="none"
          />
        </li>
      ))}
    </ul>
  );
}

async function Record({ client }: { client: TypedClient }) {
  const events = await listReviewModerationEvents(client);
  if (events.length === 0) return <EmptyState>Nothing has been moderated yet.</EmptyState>;
  return (
    <ol className="mt-4 divide-y divide-gray-100 rounded-xl border border-gray-200 bg-white">
      {events.map((e) => (
        <li key={e.id} className="p-3 text-sm text-gray-800">
          <span className="font-semibold">{e.action.replaceAll('_', ' ')}</span> by {e.actorName ?? 'the system'} ·{' '}
          {formatDateTime(e.createdAt)}
          {e.reason ? <span className="block text-gray-700">Reason: {e.reason}</span> : null}
        </li>
      ))}
    </ol>
  );
}

/** /admin/reviews: one tab at a time, each a queue with its decisions, every one recorded with its reason. */
export function ReviewDesk({ client, tab }: { client: TypedClient; tab: ReviewTab }) {
  return (
    <div>
      <h1 className="text-2xl font-bold text-brand-900">Verified reviews</h1>
      <p className="mt-1 text-sm text-gray-700">You cannot moderate your own review or decide your own document.</p>
      <nav aria-label="Review moderation" className="mt-4 flex gap-1 overflow-x-auto border-b border-gray-200">
        {REVIEW_TABS.map((t) => (
          <Link
            key={t.key}
            href={`/admin/reviews?tab=${t.key}`}
            aria-current={t.key === tab ? 'page' : undefined}
            className={`inline-flex min-h-11 shrink-0 items-center px-3 text-sm font-medium ${t.key === tab ? 'border-b-2 border-brand-700 text-brand-900' : 'text-gray-700'}`}
          >
            {t.label}
          </Link>
        ))}
      </nav>
      {tab === 'documents' ? (
        <Documents client={client} />
      ) : tab === 'reports' ? (
        <Reports client={client} />
      ) : tab === 'files' ? (
        <Files client={client} />
      ) : tab === 'record' ? (
        <Record client={client} />
      ) : (
        <Reviews client={client} status={tab} />
      )}
    </div>
  );
}
