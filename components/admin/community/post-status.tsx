import { Badge, type BadgeTone } from '@/components/admin/ui/badges';
import type { Tables } from '@/lib/database.types';

type PostStatus = Tables<'community_threads'>['status'];

const STYLES: Record<string, { label: string; tone: BadgeTone }> = {
  published: { label: 'Published', tone: 'success' },
  pending: { label: 'Waiting for approval', tone: 'warning' },
  hidden: { label: 'Hidden', tone: 'danger' },
  removed: { label: 'Removed', tone: 'muted' },
};

/** A post's status as moderators need it at a glance; published posts are marked only where asked. */
export function PostStatusBadge({ status, showPublished = false }: { status: PostStatus; showPublished?: boolean }) {
  if (status === 'published' && !showPublished) return null;
  const style = STYLES[status] ?? { label: status, tone: 'muted' };
  return <Badge tone={style.tone}>{style.label}</Badge>;
}

export function FlagBadge({ children }: { children: string }) {
  return <Badge tone="brand">{children}</Badge>;
}
