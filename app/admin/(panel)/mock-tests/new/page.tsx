import type { Metadata } from 'next';
import Link from 'next/link';
import { ContentPage } from '@/components/admin/content/content-page';
import { MockTestForm } from '@/components/admin/mock-tests/mock-test-form';
import { RouteGuard } from '@/components/auth/route-guard';
import { LoadError } from '@/components/site/load-error';
import { getAdminContext } from '@/lib/auth/admin';
import { CAPABILITIES } from '@/lib/auth/roles';
import { listExamChoices } from '@/lib/data/mock-test-admin';
import { settle } from '@/lib/data/settle';
import { NEW_MOCK_TEST_VALUES } from '@/lib/mock-tests/admin-form';
import { createMockTest } from '@/lib/mock-tests/mock-tests-admin.actions';

export const metadata: Metadata = { title: 'New mock test' };

async function NewMockTest() {
  const admin = await getAdminContext();
  const exams = admin ? await settle(listExamChoices(admin.client)) : null;
  return (
    <ContentPage
      title="New mock test"
      description="Start with the test itself; its passages and questions are added on the next page."
      actions={
        <Link href="/admin/mock-tests" className="btn-secondary">
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

export default function NewMockTestPage() {
  return (
    <RouteGuard requireAdmin allowedRoles={CAPABILITIES.manageContent} returnTo="/admin/mock-tests/new">
      <NewMockTest />
    </RouteGuard>
  );
}
