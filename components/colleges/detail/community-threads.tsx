import Link from 'next/link';
import { ThreadCard } from '@/components/community/list/thread-card';
import { MessageSquarePlus } from '@/components/icons/message-square-plus';
import { LoadError } from '@/components/site/load-error';
import { keepFallbackOutOfCache } from '@/lib/cache/fallback';
import { listPublicCollegeThreads } from '@/lib/data/community/threads';
import { settle } from '@/lib/data/settle';
import { DetailSection } from './section';

/**
 * 'Discussions about {college}': the college's recent published threads (cached under the community tag with
 * the rest of the page's reads) and a link to start one about it. A failed read shows its own error only.
 */
export async function CollegeCommunityThreads({ collegeId, slug, name }: { collegeId: string; slug: string; name: string }) {
  const loaded = await settle(listPublicCollegeThreads(collegeId, 5));
  if (!loaded.ok) await keepFallbackOutOfCache();
  const startHref = `/community/new?college=${encodeURIComponent(slug)}`;
  return (
    <DetailSection id="discussions" title={`Discussions about ${name}`}>
      {!loaded.ok ? (
        <LoadError message={loaded.error.message} />
      ) : loaded.value.length === 0 ? (
        <div className="rounded-xl border border-dashed border-gray-300 bg-gray-50 p-6">
          <p className="text-base font-semibold text-gray-900">No one has asked about {name} yet.</p>
          <p className="mt-1 text-sm text-gray-600">
            Ask the first question: cut-offs, the interview, hostel life or placements. Students and aspirants answer.
          </p>
          <Link href={startHref} className="mt-4 btn-secondary">
            <MessageSquarePlus className="h-4 w-4" aria-hidden="true" />
            Ask the first question
          </Link>
        </div>
      ) : (
        <>
          <ul className="space-y-4">
            {loaded.value.map((thread) => (
              <li key={thread.id}>
                <ThreadCard thread={thread} />
              </li>
            ))}
          </ul>
          <div className="mt-4 flex flex-wrap gap-3">
            <Link href={startHref} className="btn-secondary">
              <MessageSquarePlus className="h-4 w-4" aria-hidden="true" />
              Start a discussion about {name}
            </Link>
            <Link href="/community?topic=colleges" className="inline-flex min-h-11 items-center link">
              All college discussions
            </Link>
          </div>
        </>
      )}
    </DetailSection>
  );
}
