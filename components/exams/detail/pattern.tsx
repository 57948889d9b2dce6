import type { Exam } from '@/lib/data/exams';
import { patternLabel, patternValueText } from '@/lib/exams/display';
import { FactList } from './section';
import { SectionsTable } from './sections-table';

/** The sections table, then the pattern's other facts (sectional timing, slots …) as label and value rows. */
export function ExamPattern({ exam }: { exam: Exam }) {
  return (
    <>
      <SectionsTable exam={exam} />
      {exam.pattern.length > 0 ? (
        <FactList className="mt-4" facts={exam.pattern.map((fact) => [patternLabel(fact.key), patternValueText(fact.value)])} />
      ) : null}
    </>
  );
}
