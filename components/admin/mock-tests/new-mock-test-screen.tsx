import Link from 'next/link';
import { ContentPage } from '@/components/admin/content/content-page';
import { LoadError } from '@/components/site/load-error';
import { sectionPath } from '@/lib/admin/sections';
import { getAdminContext } from '@/lib/auth/admin';
import { listExamChoices } from '@/lib/data/mock-tests/admin';
import { settle } from '@/lib/data/settle';
import { NEW_MOCK_TEST_VALUES } from '@/lib/mock-tests/admin-form';
import { createMockTest } from '@/lib/mock-tests/mock-tests-admin.actions';
import { MockTestForm } from './mock-test-form';

/** /admin/mock-tests/new: the test's own fields, with the exams it may belong to. */
export async function NewMockTestScreen() {
  const admin = await getAdminContext();
  const exams = admin ? await settle(listExamChoices(admin.client)) : null;
  return (
    <ContentPage
      title="New mock test"
      description="Start with the test itself; its passages and questions are added on the next page."
      actions={
        <Link href={sectionPath('mock-tests')} className="btn-secondary">
          Back to mock tests
        </Link>
      }
    >
      {!exams || !exams.ok ? (
        <LoadError message={exams?.error.message ?? 'The exams could not be loaded.'} />
      ) : (
        <MockTestForm action={createMockTest} initial={NEW_MOCK_TEST_VALUES} exams={exams.value} submitLabel="Create mock test" />
      )}
    </ContentPage>
  );
}
