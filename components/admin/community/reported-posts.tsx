import Link from 'next/link';
import { EmptyState } from '@/components/admin/ui/empty-state';
import { LoadError } from '@/components/site/load-error';
import { getAdminContext } from '@/lib/auth/admin';
import { moderationThreadHref, reportReasonLabel } from '@/lib/community/admin-params';
import { dismissCommunityReports } from '@/lib/community/community-admin.actions';
import { threadExcerpt } from '@/lib/community/threads';
import { listReportedPosts, type ReportedPost } from '@/lib/data/community/admin';
import { settle } from '@/lib/data/settle';
import { formatDateTime } from '@/lib/format/dates';
import { ModerationButton } from './moderation-button';
import { PostActions } from './post-actions';
import { FlagBadge, PostStatusBadge } from './post-status';

function ReportedPostCard({ item }: { item: ReportedPost }) {
  const count = item.reports.length;
  const headingId = `reported-${item.post.id}`;
  return (
    <li>
      <article aria-labelledby={headingId} className="space-y-3 rounded-xl border border-gray-200 bg-white p-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 id={headingId} className="min-w-0 text-base font-semibold break-words text-brand-900">
            {item.post.kind === 'thread' ? 'Thread' : 'Reply in'}{' '}
            {item.thread ? (
              <Link href={moderationThreadHref(item.thread.id)} className="text-brand-800 underline">
                {item.thread.title}
              </Link>
            ) : (
              'a thread'
            )}
          </h2>
          <div className="flex flex-wrap gap-1">
            <PostStatusBadge status={item.status} />
            {item.thread?.locked ? <FlagBadge>Locked</FlagBadge> : null}
            <span className="inline-flex items-center rounded-full bg-danger-50 px-2 py-0.5 text-xs font-semibold text-danger-700">
              {count} {count === 1 ? 'report' : 'reports'}
            </span>
          </div>
        </div>
        <p className="text-sm break-words text-gray-800">{threadExcerpt(item.body)}</p>
        <p className="text-xs text-gray-600">By {item.author.name ?? (item.author.id ? 'a member' : 'a deleted account')}</p>
        <ul aria-label="Reports" className="space-y-2 rounded-lg bg-gray-50 p-3 text-sm">
          {item.reports.map((report) => (
            <li key={report.id}>
              <span className="font-semibold text-gray-900">{reportReasonLabel(report.reason)}</span>
              <span className="text-gray-600"> · reported {formatDateTime(report.createdAt)}</span>
              {report.details ? <span className="block break-words text-gray-800">“{report.details}”</span> : null}
            </li>
          ))}
        </ul>
        <div className="flex flex-wrap gap-2">
          <PostActions post={item.post} status={item.status} threadId={item.thread?.id} author={item.author} inline />
          <ModerationButton
            action={dismissCommunityReports}
            label="Dismiss reports"
            ariaLabel={`Dismiss ${count === 1 ? 'the report' : `the ${count} reports`}`}
            title={count === 1 ? 'Dismiss this report?' : `Dismiss these ${count} reports?`}
            description="The post stays as it is; the reports leave the queue and the decision is recorded."
            confirmLabel="Dismiss"
            reason="none"
            fields={{ kind: item.post.kind, id: item.post.id }}
          />
          {item.thread && item.thread.status === 'published' ? (
            <Link href={`/community/${item.thread.slug}`} className="btn-secondary" target="_blank" rel="noopener">
              View on site
            </Link>
          ) : null}
        </div>
      </article>
    </li>
  );
}

/** The reported-posts queue: each post once, with its reports' reasons, the longest-waiting first. */
export async function ReportedPosts() {
  const admin = await getAdminContext();
  const queue = admin ? await settle(listReportedPosts(admin.client)) : null;
  if (!queue || !queue.ok) return <LoadError message={queue?.error.message ?? 'The reports could not be loaded.'} />;
  if (queue.value.length === 0) return <EmptyState>No reports waiting.</EmptyState>;
  return (
    <ul aria-label="Reported posts" className="space-y-4">
      {queue.value.map((item) => (
        <ReportedPostCard key={`${item.post.kind}-${item.post.id}`} item={item} />
      ))}
    </ul>
  );
}
