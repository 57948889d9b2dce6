import { PostMarkdown } from '@/components/blog/markdown';
import type { PaperQuestion } from '@/lib/data/mock-tests/paper';
import type { AttemptResult } from '@/lib/data/mock-tests/results';
import { QuestionSolution } from './question-solution';

interface Group {
  passageId: string | null;
  questions: PaperQuestion[];
}

/** Consecutive questions on the same passage or set share one block, so its text is shown once. */
function groupsOf(questions: PaperQuestion[]): Group[] {
  const groups: Group[] = [];
  for (const q of questions) {
    const last = groups.at(-1);
    if (last && q.passageId !== null && last.passageId === q.passageId) last.questions.push(q);
    else groups.push({ passageId: q.passageId, questions: [q] });
  }
  return groups;
}

/** Every question in paper order, by section, with the member's answer, the key and the worked solution. */
export function QuestionReview({ result }: { result: AttemptResult }) {
  const { paper } = result;
  return (
    <section aria-labelledby="solutions-heading">
      <h2 id="solutions-heading" className="text-xl font-semibold text-brand-900">
        Solutions
      </h2>
      <p className="mt-1 text-sm text-gray-600">
        Each question shows your answer, the right answer and how to get there. For a question you missed, note why: the reasons
        collect in the error log on your profile.
      </p>
      {paper.timing.sections.map((section) => {
        const questions = paper.questions.filter((q) => q.section === section.name);
        if (questions.length === 0) return null;
        const headingId = `section-${section.name.replace(/\W+/g, '-')}`;
        return (
          <section key={section.name} aria-labelledby={headingId} className="mt-6">
            <h3 id={headingId} className="border-b border-gray-200 pb-2 text-lg font-semibold text-brand-900">
              {section.name} <span className="text-sm font-normal text-gray-600">({questions.length} questions)</span>
            </h3>
            <div className="mt-4 space-y-6">
              {groupsOf(questions).map((group) => {
                const passage = group.passageId ? paper.passages[group.passageId] : undefined;
                const items = group.questions.map((q) => (
                  <QuestionSolution key={q.id} attemptId={result.id} question={q} answer={result.questions[q.id]} />
                ));
                if (!passage) return items;
                const first = group.questions[0].number;
                const last = group.questions.at(-1)?.number ?? first;
                return (
                  <div key={passage.id} className="space-y-4 rounded-xl border border-brand-100 bg-brand-50/40 p-3 sm:p-4">
                    <details className="rounded-lg bg-white p-3">
                      <summary className="min-h-11 cursor-pointer py-2 font-medium text-brand-800">
                        {passage.kind === 'set' ? 'Set' : 'Passage'} for {last !== first ? 'questions' : 'question'} {first}
                        {last !== first ? `–${last}` : ''}: {passage.title}
                      </summary>
                      <div className="text-base">
                        <PostMarkdown>{passage.body}</PostMarkdown>
                      </div>
                    </details>
                    {items}
                  </div>
                );
              })}
            </div>
          </section>
        );
      })}
    </section>
  );
}
