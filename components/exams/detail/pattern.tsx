import type { Exam } from '@/lib/data/exams';
import { patternLabel, patternValueText } from '@/lib/exams/display';
import { FactRow } from './section';
import { SectionsTable } from './sections-table';

/** The sections table, then the pattern's other facts (sectional timing, slots …) as label and value rows. */
export function ExamPattern({ exam }: { exam: Exam }) {
  return (
    <>
      <SectionsTable exam={exam} />
      {exam.pattern.length > 0 ? (
        <dl className="mt-4 divide-y divide-gray-200 rounded-xl border border-gray-200 text-sm">
          {exam.pattern.map((fact) => (
            <FactRow key={fact.key} term={patternLabel(fact.key)}>
              {patternValueText(fact.value)}
            </FactRow>
          ))}
        </dl>
      ) : null}
    </>
  );
}
