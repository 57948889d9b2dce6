import Link from 'next/link';
import { DeleteItemButton } from '@/components/admin/content/delete-item-button';
import { Plus } from '@/components/icons/plus';
import type { AdminPassage, AdminQuestion } from '@/lib/data/mock-tests/items-admin';
import { deleteMockTestPassage, deleteMockTestQuestion } from '@/lib/mock-tests/mock-tests-admin.actions';

/** The first words of a Markdown text, for a list: markup and table pipes dropped. */
function gist(markdown: string, length = 110): string {
  const plain = markdown
    .replace(/[#*_`>|[\]()-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > length ? `${plain.slice(0, length - 1)}…` : plain;
}

interface TestItemsProps {
  testId: string;
  sections: { name: string; questions: number }[];
  passages: AdminPassage[];
  questions: AdminQuestion[];
}

/** A test's passages and sets, then its questions section by section, each with edit and delete. */
export function TestItems({ testId, sections, passages, questions }: TestItemsProps) {
  const base = `/admin/mock-tests/${testId}`;
  return (
    <>
      <section
        id="passages"
        aria-labelledby="passages-heading"
        className="space-y-3 rounded-xl border border-gray-200 bg-white p-4 sm:p-6"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="passages-heading" className="text-base font-bold text-brand-900">
            Passages and DI/LR sets
          </h2>
          <Link href={`${base}/passages/new`} className="btn-secondary">
            <Plus className="h-4 w-4" aria-hidden="true" />
            Add passage or set
          </Link>
        </div>
        {passages.length === 0 ? (
          <p className="text-sm text-gray-700">None yet. Questions that share a text or a table point at one.</p>
        ) : (
          <ul className="divide-y divide-gray-200">
            {passages.map((p) => (
              <li key={p.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <Link href={`${base}/passages/${p.id}`} className="font-medium text-brand-800 underline">
                    {p.title}
                  </Link>
                  <span className="block text-xs text-gray-600">
                    {p.kind === 'set' ? 'DI/LR set' : 'Passage'} · {p.section} ·{' '}
                    {questions.filter((q) => q.passageId === p.id).length} questions
                  </span>
                </div>
                <DeleteItemButton
                  action={deleteMockTestPassage}
                  id={p.id}
                  name={p.title}
                  warning="Its questions stay, without it."
                />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section
        id="questions"
        aria-labelledby="questions-heading"
        className="space-y-4 rounded-xl border border-gray-200 bg-white p-4 sm:p-6"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="questions-heading" className="text-base font-bold text-brand-900">
            Questions ({questions.length})
          </h2>
          <Link href={`${base}/questions/new`} className="btn-brand">
            <Plus className="h-4 w-4" aria-hidden="true" />
            Add question
          </Link>
        </div>
        {sections.map((section) => {
          const inSection = questions.filter((q) => q.section === section.name);
          return (
            <div key={section.name}>
              <h3 className="text-sm font-semibold text-gray-900">
                {section.name} ({inSection.length})
              </h3>
              {inSection.length === 0 ? (
                <p className="mt-1 text-sm text-gray-700">No questions yet.</p>
              ) : (
                <ol className="mt-1 divide-y divide-gray-200">
                  {inSection.map((q) => (
                    <li key={q.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                      <div className="min-w-0 flex-1">
                        <Link href={`${base}/questions/${q.id}`} className="font-medium text-brand-800 underline">
                          Question {q.number}
                        </Link>
                        <span className="ml-2 text-xs text-gray-600">
                          {q.type === 'tita' ? 'TITA' : 'MCQ'} · {q.topic ?? 'No topic'} · +{q.marks}
                          {q.negativeMarks ? ` / −${q.negativeMarks}` : ''}
                        </span>
                        <p className="text-sm break-words text-gray-700">{gist(q.text)}</p>
                        <p className={`text-xs ${q.answer && q.explanation ? 'text-gray-600' : 'font-semibold text-danger-700'}`}>
                          {q.answer ? `Answer: ${q.answer}` : 'No answer yet'}
                          {q.explanation ? '' : ' · No explanation yet'}
                        </p>
                      </div>
                      <DeleteItemButton action={deleteMockTestQuestion} id={q.id} name={`question ${q.number}`} />
                    </li>
                  ))}
                </ol>
              )}
            </div>
          );
        })}
      </section>
    </>
  );
}
