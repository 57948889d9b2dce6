import { InitialsAvatar } from '@/components/ui/initials-avatar';
import { FORMER_MEMBER } from '@/lib/community/structured-data';
import type { CommunityAuthor } from '@/lib/data/community/list';
import { formatDateTime } from '@/lib/format/dates';

/** Who wrote a post and when, with "edited" when the author changed it later. */
export function PostByline({
  author,
  createdAt,
  editedAt,
}: {
  author: CommunityAuthor | null;
  createdAt: string;
  editedAt: string | null;
}) {
  const name = author?.name?.trim() || FORMER_MEMBER;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-gray-600">
      <InitialsAvatar name={name} src={author?.avatarUrl} size={32} />
      <span className="font-semibold text-gray-900">{name}</span>
      <time dateTime={createdAt}>{formatDateTime(createdAt)}</time>
      {editedAt ? (
        <span className="italic" title={`Edited ${formatDateTime(editedAt)}`}>
          (edited <time dateTime={editedAt}>{formatDateTime(editedAt)}</time>)
        </span>
      ) : null}
    </div>
  );
}
