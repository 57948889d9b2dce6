import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ContentPage } from '@/components/admin/content/content-page';
import { DeleteItemButton } from '@/components/admin/content/delete-item-button';
import { LoadError } from '@/components/site/load-error';
import { getAdminContext } from '@/lib/auth/admin';
import { getMockTestForAdmin, storedSections } from '@/lib/data/mock-tests/admin';
import { listPassagesForAdmin, listQuestionsForAdmin } from '@/lib/data/mock-tests/items-admin';
import { settle } from '@/lib/data/settle';
import { passageFormValues, questionFormValues } from '@/lib/mock-tests/admin-form';
import {
  deleteMockTestPassage,
  deleteMockTestQuestion,
  saveMockTestPassage,
  saveMockTestQuestion,
} from '@/lib/mock-tests/mock-tests-admin.actions';
import { isTestId } from './mock-test-editor';
import { PassageForm } from './passage-form';
import { QuestionForm } from './question-form';

/*
 * The pages that add or edit one passage or one question of a test: each loads the test (for its sections), its
 * passages and, for questions, the question itself; a missing test or item is a 404.
 */

async function loadTest(testId: string) {
  const admin = await getAdminContext();
  if (!admin) throw new Error('The mock test could not be loaded.');
  const [test, passages, questions] = await Promise.all([
    getMockTestForAdmin(admin.client, testId),
    listPassagesForAdmin(admin.client, testId),
    listQuestionsForAdmin(admin.client, testId),
  ]);
  return { test, passages, questions };
}

function Back({ testId, anchor }: { testId: string; anchor: string }) {
  return (
    <Link href={`/admin/mock-tests/${testId}#${anchor}`} className="btn-secondary">
      Back to the test
    </Link>
  );
}

export async function QuestionEditorPage({ testId, questionId }: { testId: string; questionId: string | null }) {
  if (!isTestId(testId) || (questionId !== null && !isTestId(questionId))) notFound();
  const loaded = await settle(loadTest(testId));
  if (!loaded.ok) {
    return (
      <ContentPage title="Question">
        <LoadError message={loaded.error.message} />
      </ContentPage>
    );
  }
  const { test, passages, questions } = loaded.value;
  if (!test) notFound();
  const question = questionId ? (questions.find((q) => q.id === questionId) ?? null) : null;
  if (questionId && !question) notFound();
  return (
    <ContentPage
      title={question ? `Question ${question.number}` : 'New question'}
      description={test.title}
      actions={
        <>
          <Back testId={test.id} anchor="questions" />
          {question ? (
            <DeleteItemButton action={deleteMockTestQuestion} id={question.id} name={`question ${question.number}`} />
          ) : null}
        </>
      }
    >
      <QuestionForm
        action={saveMockTestQuestion}
        initial={questionFormValues(test.id, question)}
        sections={storedSections(test.sections).map((s) => s.name)}
        passages={passages.map(({ id, title, section, kind }) => ({ id, title, section, kind }))}
        submitLabel={question ? 'Save question' : 'Add question'}
      />
    </ContentPage>
  );
}

export async function PassageEditorPage({ testId, passageId }: { testId: string; passageId: string | null }) {
  if (!isTestId(testId) || (passageId !== null && !isTestId(passageId))) notFound();
  const loaded = await settle(loadTest(testId));
  if (!loaded.ok) {
    return (
      <ContentPage title="Passage or set">
        <LoadError message={loaded.error.message} />
      </ContentPage>
    );
  }
  const { test, passages } = loaded.value;
  if (!test) notFound();
  const passage = passageId ? (passages.find((p) => p.id === passageId) ?? null) : null;
  if (passageId && !passage) notFound();
  return (
    <ContentPage
      title={passage ? passage.title : 'New passage or set'}
      description={test.title}
      actions={
        <>
          <Back testId={test.id} anchor="passages" />
          {passage ? <DeleteItemButton action={deleteMockTestPassage} id={passage.id} name={passage.title} /> : null}
        </>
      }
    >
      <PassageForm
        action={saveMockTestPassage}
        initial={passageFormValues(test.id, passage)}
        sections={storedSections(test.sections).map((s) => s.name)}
        submitLabel={passage ? 'Save' : 'Add'}
      />
    </ContentPage>
  );
}
