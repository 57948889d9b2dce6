import Link from 'next/link';
import { ContentPage } from '@/components/admin/content/content-page';
import { EmptyState } from '@/components/admin/ui/empty-state';
import { Plus } from '@/components/icons/plus';
import { LoadError } from '@/components/site/load-error';
import { getAdminContext } from '@/lib/auth/admin';
import { listMockTestsForAdmin, type MockTestListItem } from '@/lib/data/mock-tests/admin';
import { settle } from '@/lib/data/settle';
import { MOCK_TEST_KINDS } from '@/lib/mock-tests/admin-schema';

const kindLabel = (kind: string) => (kind === 'sectional' ? MOCK_TEST_KINDS.sectional : MOCK_TEST_KINDS.full_length);

function Status({ test }: { test: MockTestListItem }) {
  return test.isPublished ? (
    <span className="rounded-full bg-success-50 px-2 py-0.5 text-xs font-semibold text-success-700">Published</span>
  ) : (
    <span className="rounded-full bg-gray-100 px-2 py-0.5 text-xs font-semibold text-gray-700">Draft</span>
  );
}

const written = (test: MockTestListItem) => (test.declared === null ? `${test.written}` : `${test.written} of ${test.declared}`);

/** /admin/mock-tests: every test, published or draft, with how many questions are written against the pattern. */
export async function MockTestsList() {
  const admin = await getAdminContext();
  const list = admin ? await settle(listMockTestsForAdmin(admin.client)) : null;

  return (
    <ContentPage
      title="Mock tests"
      description="The tests on /mock-tests: write their questions, preview them as a candidate, then publish."
      actions={
        <Link href="/admin/mock-tests/new" className="btn-brand">
          <Plus className="h-4 w-4" aria-hidden="true" />
          New mock test
        </Link>
      }
    >
      {!list || !list.ok ? (
        <LoadError message={list?.error.message ?? 'The mock tests could not be loaded.'} />
      ) : list.value.length === 0 ? (
        <EmptyState>No mock tests yet.</EmptyState>
      ) : (
        <>
          {/* A card per test on a phone; a table from md up. */}
          <ul className="space-y-3 md:hidden" aria-label="Mock tests">
            {list.value.map((test) => (
              <li key={test.id} className="rounded-xl border border-gray-200 bg-white p-4">
                <div className="flex items-start justify-between gap-3">
                  <Link href={`/admin/mock-tests/${test.id}`} className="font-semibold text-brand-800 underline">
                    {test.title}
                  </Link>
                  <Status test={test} />
                </div>
                <p className="mt-1 text-sm text-gray-700">
                  {test.examName ?? 'No exam'} · {kindLabel(test.kind)} · {written(test)} questions
                </p>
              </li>
            ))}
          </ul>
          <div
            role="region"
            aria-label="Mock tests table"
            tabIndex={0}
            className="hidden overflow-x-auto rounded-xl border border-gray-200 bg-white md:block"
          >
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Mock tests</caption>
              <thead className="bg-gray-50 text-xs text-gray-600 uppercase">
                <tr>
                  <th scope="col" className="px-4 py-3">
                    Test
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Exam
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Kind
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Questions written
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Status
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-gray-200">
                {list.value.map((test) => (
                  <tr key={test.id}>
                    <th scope="row" className="px-4 py-3 font-medium">
                      <Link href={`/admin/mock-tests/${test.id}`} className="text-brand-800 underline">
                        {test.title}
                      </Link>
                      <span className="block text-xs font-normal text-gray-600">{test.slug}</span>
                    </th>
                    <td className="px-4 py-3">{test.examName ?? 'No exam'}</td>
                    <td className="px-4 py-3">{kindLabel(test.kind)}</td>
                    <td className="px-4 py-3">
                      {written(test)}
                      {test.declared !== null ? (
                        <span className="block text-xs text-gray-600">written of the exam’s pattern</span>
                      ) : null}
                    </td>
                    <td className="px-4 py-3">
                      <Status test={test} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </ContentPage>
  );
}
