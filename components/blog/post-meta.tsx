import { CalendarDays } from '@/components/icons/calendar-days';
import { Clock } from '@/components/icons/clock';
import { InitialsAvatar } from '@/components/ui/initials-avatar';
import type { BlogAuthor } from '@/lib/data/blog';
import { formatDate } from '@/lib/format/dates';
import { SITE_NAME } from '@/lib/seo/site';

/** Posts outlive their author's account (schema: author_id on delete set null); the byline then names the site. */
export function authorName(author: BlogAuthor | null): string {
  return author?.name ?? `${SITE_NAME} team`;
}

export function PostMeta({
  author,
  publishedAt,
  readingMinutes,
  avatarSize = 32,
}: {
  author: BlogAuthor | null;
  publishedAt: string | null;
  readingMinutes: number;
  avatarSize?: number;
}) {
  const name = authorName(author);
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-gray-600">
      <span className="flex items-center gap-2 font-medium text-gray-800">
        <InitialsAvatar name={name} src={author?.avatarUrl} size={avatarSize} />
        {name}
      </span>
      {publishedAt ? (
        <span className="flex items-center gap-1">
          <CalendarDays className="h-4 w-4" aria-hidden="true" />
          <time dateTime={publishedAt}>{formatDate(publishedAt)}</time>
        </span>
      ) : null}
      <span className="flex items-center gap-1">
        <Clock className="h-4 w-4" aria-hidden="true" />
        {readingMinutes} min read
      </span>
    </div>
  );
}
