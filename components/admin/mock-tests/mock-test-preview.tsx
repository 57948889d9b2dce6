import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ContentPage } from '@/components/admin/content/content-page';
import { PostMarkdown } from '@/components/blog/markdown';
import { LoadError } from '@/components/site/load-error';
import { getAdminContext } from '@/lib/auth/admin';
import { getMockTestForAdmin, storedSections } from '@/lib/data/mock-tests/admin';
import {
  listPassagesForAdmin,
  listQuestionsForAdmin,
  type AdminPassage,
  type AdminQuestion,
} from '@/lib/data/mock-tests/items-admin';
import { settle } from '@/lib/data/settle';
import { isTestId } from './mock-test-editor';

/** Consecutive questions that share a passage or set are shown beside it once, as in the exam's interface. */
function groups(questions: AdminQuestion[]): { passageId: string | null; questions: AdminQuestion[] }[] {
  const out: { passageId: string | null; questions: AdminQuestion[] }[] = [];
  for (const q of questions) {
    const last = out.at(-1);
    if (last && q.passageId && last.passageId === q.passageId) last.questions.push(q);
    else out.push({ passageId: q.passageId, questions: [q] });
  }
  return out;
}

function Question({ q, answers }: { q: AdminQuestion; answers: boolean }) {
  return (
    <article aria-label={`Question ${q.number}`} className="rounded-lg border border-gray-200 bg-white p-4">
      <h4 className="text-sm font-bold text-brand-900">
        Question {q.number}
        <span className="ml-2 font-normal text-gray-600">
          {q.type === 'tita' ? 'Type in your answer' : 'Choose one'} · +{q.marks}
          {q.negativeMarks ? ` / −${q.negativeMarks}` : ''}
        </span>
      </h4>
      <PostMarkdown>{q.text}</PostMarkdown>
      {q.type === 'mcq' ? (
        <ol className="space-y-2">
          {q.options.map((o) => {
            const right = answers && o.key === q.answer;
            return (
              <li
                key={o.key}
                className={`rounded-lg border px-3 py-2 text-sm ${right ? 'border-success-700 bg-success-50' : 'border-gray-200'}`}
              >
                <span className="font-semibold">{o.key}.</span> {o.text}
                {right ? <span className="ml-2 font-semibold text-success-700">(correct)</span> : null}
              </li>
            );
          })}
        </ol>
      ) : (
        <p className="rounded-lg border border-dashed border-gray-300 px-3 py-2 text-sm text-gray-600">Answer box</p>
      )}
      {answers ? (
        <div className="mt-3 rounded-lg bg-gray-50 p-3 text-sm">
          <p className="font-semibold">Answer: {q.answer || 'not set'}</p>
          {q.explanation ? <PostMarkdown>{q.explanation}</PostMarkdown> : <p className="text-danger-700">No explanation yet.</p>}
        </div>
      ) : null}
    </article>
  );
}

function Passage({ passage }: { passage: AdminPassage }) {
  return (
    <aside
      aria-label={passage.title}
      className="rounded-lg border border-brand-200 bg-brand-50/40 p-4 lg:sticky lg:top-4 lg:max-h-[80vh] lg:overflow-y-auto"
    >
      <h4 className="text-sm font-bold text-brand-900">
        {passage.kind === 'set' ? 'Set' : 'Passage'}: {passage.title}
      </h4>
      <PostMarkdown>{passage.body}</PostMarkdown>
    </aside>
  );
}

/** The test as a candidate sees it, without answers unless the editor asks for them. */
export async function MockTestPreview({ id, answers }: { id: string; answers: boolean }) {
  if (!isTestId(id)) notFound();
  const admin = await getAdminContext();
  const loaded = admin
    ? await settle(
        Promise.all([
          getMockTestForAdmin(admin.client, id),
          listPassagesForAdmin(admin.client, id),
          listQuestionsForAdmin(admin.client, id),
        ]),
      )
    : null;
  if (!loaded || !loaded.ok) {
    return (
      <ContentPage title="Preview">
        <LoadError message={loaded?.error.message ?? 'The mock test could not be loaded.'} />
      </ContentPage>
    );
  }
  const [test, passages, questions] = loaded.value;
  if (!test) notFound();
  const base = `/admin/mock-tests/${test.id}`;
  return (
    <ContentPage
      title={`Preview: ${test.title}`}
      description={`${test.total_questions} questions · ${test.duration_minutes} minutes${test.has_calculator ? ' · on-screen calculator' : ''}`}
      actions={
        <>
          <Link href={base} className="btn-secondary">
            Back to editing
          </Link>
          <Link href={answers ? `${base}/preview` : `${base}/preview?answers=1`} className="btn-brand">
            {answers ? 'Hide answers' : 'Show answers and explanations'}
          </Link>
        </>
      }
    >
      <section aria-labelledby="instructions-heading" className="rounded-xl border border-gray-200 bg-white p-4 sm:p-6">
        <h2 id="instructions-heading" className="text-lg font-bold text-brand-900">
          Instructions
        </h2>
        {test.instructions ? (
          <PostMarkdown>{test.instructions}</PostMarkdown>
        ) : (
          <p className="text-sm text-gray-600">No instructions.</p>
        )}
      </section>
      {storedSections(test.sections).map((section) => (
        <section key={section.name} aria-label={section.name} className="space-y-4">
          <h3 className="text-xl font-bold text-brand-900">
            {section.name}
            <span className="ml-2 text-sm font-normal text-gray-600">
              {section.questions} questions{section.minutes ? ` · ${section.minutes} minutes` : ''}
            </span>
          </h3>
          {groups(questions.filter((q) => q.section === section.name)).map((group) => {
            const passage = group.passageId ? passages.find((p) => p.id === group.passageId) : undefined;
            return (
              <div key={group.questions[0].id} className={passage ? 'grid gap-4 lg:grid-cols-2 lg:items-start' : 'space-y-4'}>
                {passage ? <Passage passage={passage} /> : null}
                <div className="space-y-4">
                  {group.questions.map((q) => (
                    <Question key={q.id} q={q} answers={answers} />
                  ))}
                </div>
              </div>
            );
          })}
        </section>
      ))}
    </ContentPage>
  );
}
