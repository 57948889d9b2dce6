import Link from 'next/link';
import { EmptyState } from '@/components/admin/ui/empty-state';
import { ListSearch } from '@/components/admin/ui/list-search';
import { LoadError } from '@/components/site/load-error';
import { Pagination } from '@/components/ui/pagination';
import { getAdminContext } from '@/lib/auth/admin';
import {
  COMMUNITY_ADMIN_PATH,
  communityAdminHref,
  MODERATION_PAGE_SIZE,
  moderationThreadHref,
} from '@/lib/community/admin-params';
import { listModerationThreads } from '@/lib/data/community/admin';
import { settle } from '@/lib/data/settle';
import { formatDateTime } from '@/lib/format/dates';
import { FlagBadge, PostStatusBadge } from './post-status';

/** Every thread, whatever its status, searchable by title or text; each opens its moderation page. */
export async function ThreadSearch({ q, page }: { q: string; page: number }) {
  const admin = await getAdminContext();
  const list = admin ? await settle(listModerationThreads(admin.client, { q, page, pageSize: MODERATION_PAGE_SIZE })) : null;
  return (
    <div className="space-y-4">
      <ListSearch action={COMMUNITY_ADMIN_PATH} q={q} label="Search threads" placeholder="Search threads by title or text">
        <input type="hidden" name="tab" value="threads" />
      </ListSearch>
      {!list || !list.ok ? (
        <LoadError message={list?.error.message ?? 'The threads could not be loaded.'} />
      ) : list.value.threads.length === 0 ? (
        <EmptyState>{q ? `No threads match “${q}”.` : 'No threads yet.'}</EmptyState>
      ) : (
        <>
          <p className="text-sm text-gray-700" role="status">
            {list.value.total} {list.value.total === 1 ? 'thread' : 'threads'}
          </p>
          <ul aria-label="Threads" className="divide-y divide-gray-200 rounded-xl border border-gray-200 bg-white">
            {list.value.threads.map((t) => (
              <li key={t.id} className="space-y-1 p-4">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <Link href={moderationThreadHref(t.id)} className="min-w-0 font-semibold break-words text-brand-800 underline">
                    {t.title}
                  </Link>
                  <div className="flex flex-wrap gap-1">
                    <PostStatusBadge status={t.status} />
                    {t.pinned ? <FlagBadge>Pinned</FlagBadge> : null}
                    {t.locked ? <FlagBadge>Locked</FlagBadge> : null}
                  </div>
                </div>
                <p className="text-xs text-gray-600">
                  {t.topicLabel} · by {t.author.name ?? 'a member'} · {t.replies} {t.replies === 1 ? 'reply' : 'replies'} · active{' '}
                  {formatDateTime(t.lastActivityAt)}
                </p>
              </li>
            ))}
          </ul>
          <Pagination
            page={page}
            pages={Math.ceil(list.value.total / MODERATION_PAGE_SIZE)}
            hrefFor={(p) => communityAdminHref({ tab: 'threads', q, page: p })}
            label="Thread pages"
          />
        </>
      )}
    </div>
  );
}
