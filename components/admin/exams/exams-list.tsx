import Link from 'next/link';
import { ContentPage } from '@/components/admin/content/content-page';
import { EmptyState } from '@/components/admin/ui/empty-state';
import { ListSearch, ListStatus } from '@/components/admin/ui/list-search';
import { Plus } from '@/components/icons/plus';
import { LoadError } from '@/components/site/load-error';
import { Pagination } from '@/components/ui/pagination';
import { getAdminContext } from '@/lib/auth/admin';
import { cleanSearchText } from '@/lib/colleges/search-params';
import { listExamsForAdmin } from '@/lib/data/exam-admin';
import { settle } from '@/lib/data/settle';
import { formatDate } from '@/lib/format/dates';
import { formatCount } from '@/lib/format/numbers';
import { firstParam, pageParam, type RawSearchParams } from '@/lib/routing/params';

const PAGE_SIZE = 20;

function listHref(q: string | undefined, page: number): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `/admin/exams?${query}` : '/admin/exams';
}

/** /admin/exams: every exam, active or not, searchable by name and paged, each opening its edit page. */
export async function ExamsList({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const raw = await searchParams;
  const q = cleanSearchText(firstParam(raw.q) ?? '');
  const page = pageParam(raw.page);
  const admin = await getAdminContext();
  const list = admin ? await settle(listExamsForAdmin(admin.client, { q, page, limit: PAGE_SIZE })) : null;

  return (
    <ContentPage
      title="Exams"
      description="The entrance exams shown on /exams, their own pages and the home page's exam hubs."
      actions={
        <>
          <Link href="/admin/exams/calendar" className="btn-secondary">
            Exam calendar
          </Link>
          <Link href="/admin/exams/new" className="btn-brand">
            <Plus className="h-4 w-4" aria-hidden="true" />
            New exam
          </Link>
        </>
      }
    >
      <ListStatus deleted={firstParam(raw.deleted) ?? null} />
      <ListSearch action="/admin/exams" q={q ?? ''} label="Search exams" />
      {!list || !list.ok ? (
        <LoadError message={list?.error.message ?? 'The exams could not be loaded.'} />
      ) : list.value.items.length === 0 ? (
        <EmptyState>{q ? 'No exams match this search.' : 'No exams yet.'}</EmptyState>
      ) : (
        <>
          <div
            role="region"
            aria-label="Exams"
            tabIndex={0}
            className="overflow-x-auto rounded-xl border border-gray-200 bg-white"
          >
            <table className="w-full min-w-[40rem] text-left text-sm">
              <caption className="sr-only">Exams</caption>
              <thead className="bg-gray-50 text-xs text-gray-600 uppercase">
                <tr>
                  <th scope="col" className="px-4 py-3">
                    Exam
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Difficulty
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Applicants
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Status
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Updated
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-gray-200">
                {list.value.items.map((exam) => (
                  <tr key={exam.id}>
                    <th scope="row" className="px-4 py-3 font-medium">
                      <Link href={`/admin/exams/${exam.id}`} className="text-brand-800 underline">
                        {exam.name}
                      </Link>
                      <span className="block text-xs font-normal text-gray-600">{exam.fullName ?? `/exams/${exam.slug}`}</span>
                    </th>
                    <td className="px-4 py-3">{exam.difficulty ?? 'Not rated'}</td>
                    <td className="px-4 py-3">
                      {formatCount(exam.applicants)}
                      {exam.applicants !== null && exam.applicantsYear ? (
                        <span className="block text-xs text-gray-600">{exam.applicantsYear}</span>
                      ) : null}
                    </td>
                    <td className="px-4 py-3">{exam.isActive ? 'Active' : 'Hidden'}</td>
                    <td className="px-4 py-3">{formatDate(exam.updatedAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination
            page={page}
            pages={Math.max(1, Math.ceil(list.value.total / PAGE_SIZE))}
            hrefFor={(n) => listHref(q, n)}
            label="Exam pages"
          />
        </>
      )}
    </ContentPage>
  );
}
