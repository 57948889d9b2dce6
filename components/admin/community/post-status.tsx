import type { Tables } from '@/lib/database.types';

type PostStatus = Tables<'community_threads'>['status'];

const STYLES: Record<string, { label: string; className: string }> = {
  published: { label: 'Published', className: 'bg-success-50 text-success-700' },
  pending: { label: 'Waiting for approval', className: 'bg-warning-50 text-warning-700' },
  hidden: { label: 'Hidden', className: 'bg-danger-50 text-danger-700' },
  removed: { label: 'Removed', className: 'bg-gray-100 text-gray-700' },
};

const BADGE = 'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold';

/** A post's status as moderators need it at a glance; published posts are marked only where asked. */
export function PostStatusBadge({ status, showPublished = false }: { status: PostStatus; showPublished?: boolean }) {
  if (status === 'published' && !showPublished) return null;
  const style = STYLES[status] ?? { label: status, className: 'bg-gray-100 text-gray-700' };
  return <span className={`${BADGE} ${style.className}`}>{style.label}</span>;
}

export function FlagBadge({ children }: { children: string }) {
  return <span className={`${BADGE} bg-brand-50 text-brand-800`}>{children}</span>;
}
