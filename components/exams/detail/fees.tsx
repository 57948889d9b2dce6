import { ExternalLink } from '@/components/icons/external-link';
import type { Exam } from '@/lib/data/exams';
import { FactRow } from './section';

/** Fee, eligibility and who runs the exam; a fact nobody published says so. */
export function ExamFees({ exam }: { exam: Exam }) {
  return (
    <dl className="divide-y divide-gray-200 rounded-xl border border-gray-200 text-sm">
      <FactRow term="Application fee">{exam.fees ? `${exam.fees}` : 'Not published'}</FactRow>
      <FactRow term="Eligibility">{exam.eligibility ?? 'Not published'}</FactRow>
      <FactRow term="Accepted by">{exam.acceptedBy ?? 'Not published'}</FactRow>
      <FactRow term="Mode">{exam.mode ?? 'Not published'}</FactRow>
      <FactRow term="How often">{exam.frequency ?? 'Not published'}</FactRow>
      <FactRow term="Conducted by">{exam.conductingBody ?? 'Not published'}</FactRow>
      <FactRow term="Official website">
        {exam.website ? (
          <a href={exam.website} className="inline-flex items-center gap-1 link" rel="noopener noreferrer">
            {exam.website.replace(/^https?:\/\//, '')}
            <ExternalLink className="h-3.5 w-3.5" aria-hidden="true" />
          </a>
        ) : (
          'Not published'
        )}
      </FactRow>
    </dl>
  );
}
