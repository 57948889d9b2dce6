import { iconHtml } from '@/components/icons/icon';
import type { Exam } from '@/lib/data/exams';
import { NOT_PUBLISHED } from '@/lib/format/numbers';
import { html } from '@/lib/html/fragment';
import { FactList } from './section';

/** Fee, eligibility and who runs the exam; a fact nobody published says so. */
export function ExamFees({ exam }: { exam: Exam }) {
  const website = exam.website
    ? html`<a href="${exam.website}" class="inline-flex items-center gap-1 link" rel="noopener noreferrer"
        >${exam.website.replace(/^https?:\/\//, '')}${iconHtml('external-link', 'h-3.5 w-3.5')}</a
      >`
    : NOT_PUBLISHED;
  return (
    <FactList
      facts={[
        ['Application fee', exam.fees ? `${exam.fees}` : NOT_PUBLISHED],
        ['Eligibility', exam.eligibility ?? NOT_PUBLISHED],
        ['Accepted by', exam.acceptedBy ?? NOT_PUBLISHED],
        ['Mode', exam.mode ?? NOT_PUBLISHED],
        ['How often', exam.frequency ?? NOT_PUBLISHED],
        ['Conducted by', exam.conductingBody ?? NOT_PUBLISHED],
        ['Official website', website],
      ]}
    />
  );
}
