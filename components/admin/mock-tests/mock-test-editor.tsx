import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ContentPage } from '@/components/admin/content/content-page';
import { Eye } from '@/components/icons/eye';
import { LoadError } from '@/components/site/load-error';
import { getAdminContext } from '@/lib/auth/admin';
import { getMockTestForAdmin, listExamChoices, storedSections } from '@/lib/data/mock-tests/admin';
import { hasSubmittedAttempts, listPassagesForAdmin, listQuestionsForAdmin } from '@/lib/data/mock-tests/items-admin';
import { mockTestFormValues } from '@/lib/mock-tests/admin-form';
import { publishMockTest, unpublishMockTest, updateMockTest } from '@/lib/mock-tests/mock-tests-admin.actions';
import { publishProblems } from '@/lib/mock-tests/publish-rules';
import { MockTestForm } from './mock-test-form';
import { PublishPanel } from './publish-panel';
import { TestItems } from './test-items';

/** What the last change was, from the address the actions redirect to (a fixed code, never text). */
const DONE: Record<string, string> = {
  created: 'Mock test created. Add its passages and questions below.',
  'passage-saved': 'Passage saved.',
  'passage-deleted': 'Passage deleted; its questions stay, without it.',
  'question-added': 'Question added.',
  'question-saved': 'Question saved.',
  'question-deleted': 'Question deleted; the questions after it moved up.',
};

export const isTestId = (id: string) => /^[0-9a-f-]{36}$/i.test(id);

async function load(id: string) {
  const admin = await getAdminContext();
  if (!admin) throw new Error('The mock test could not be loaded.');
  const [test, exams, passages, questions, attempts] = await Promise.all([
    getMockTestForAdmin(admin.client, id),
    listExamChoices(admin.client),
    listPassagesForAdmin(admin.client, id),
    listQuestionsForAdmin(admin.client, id),
    hasSubmittedAttempts(admin.client, id),
  ]);
  return { test, exams, passages, questions, attempts };
}

/** A test's edit page: status and publishing, its own fields, then its passages and questions. */
export async function MockTestEditor({ id, done }: { id: string; done: string | null }) {
  if (!isTestId(id)) notFound();
  let loaded: Awaited<ReturnType<typeof load>>;
  try {
    loaded = await load(id);
  } catch (cause) {
    const message = cause instanceof Error ? cause.message : 'The mock test could not be loaded.';
    return (
      <ContentPage title="Edit mock test">
        <LoadError message={message} />
      </ContentPage>
    );
  }
  const { test, exams, passages, questions, attempts } = loaded;
  if (!test) notFound();
  const sections = storedSections(test.sections);
  const problems = publishProblems(
    sections.map((s) => s.name),
    questions.map((q) => ({ ...q, optionKeys: q.options.map((o) => o.key) })),
  );
  const notice = done ? DONE[done] : undefined;

  return (
    <ContentPage
      title={test.title}
      description={`${test.total_questions} questions · ${test.duration_minutes} minutes${test.total_marks ? ` · ${Number(test.total_marks)} marks` : ''}`}
      actions={
        <>
          <Link href="/admin/mock-tests" className="btn-secondary">
            Back to mock tests
          </Link>
          <Link href={`/admin/mock-tests/${test.id}/preview`} className="btn-secondary">
            <Eye className="h-4 w-4" aria-hidden="true" />
            Preview as a candidate
          </Link>
        </>
      }
    >
      {notice ? (
        <p role="status" className="rounded-lg border border-success-700/30 bg-success-50 px-4 py-3 text-sm text-success-700">
          {notice}
        </p>
      ) : null}
      <PublishPanel
        key={String(test.is_published)}
        id={test.id}
        published={test.is_published}
        problems={problems}
        hasAttempts={attempts}
        publish={publishMockTest}
        unpublish={unpublishMockTest}
      />
      <TestItems testId={test.id} sections={sections} passages={passages} questions={questions} />
      <section aria-labelledby="settings-heading" className="space-y-3">
        <h2 id="settings-heading" className="text-lg font-bold text-brand-900">
          Test settings
        </h2>
        <MockTestForm action={updateMockTest} initial={mockTestFormValues(test)} exams={exams} submitLabel="Save test settings" />
      </section>
    </ContentPage>
  );
}
