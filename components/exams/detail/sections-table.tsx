import type { Exam } from '@/lib/data/exams';

/** The pattern as a table: one row per section, with a total row; a figure nobody published says so. */
export function SectionsTable({ exam }: { exam: Exam }) {
  const timed = exam.sections.some((s) => s.minutes !== null);
  const parts = exam.sections.some((s) => s.part !== null);
  return (
    <div className="overflow-x-auto rounded-xl border border-gray-200">
      <table className="w-full min-w-[32rem] border-collapse text-left text-sm">
        <caption className="bg-gray-50 px-4 py-3 text-left text-sm text-gray-700">
          {exam.cycleYear ? `${exam.cycleYear} pattern` : 'Current pattern'}
          {exam.lastVerifiedAt ? ' · figures from the sources listed below' : ''}
        </caption>
        <thead className="bg-brand-50 text-brand-900">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Section
            </th>
            {parts ? (
              <th scope="col" className="px-4 py-3 font-semibold">
                Part
              </th>
            ) : null}
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              Questions
            </th>
            {timed ? (
              <th scope="col" className="px-4 py-3 text-right font-semibold">
                Time
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {exam.sections.map((section) => (
            <tr key={section.name} className="border-t border-gray-200">
              <th scope="row" className="px-4 py-3 font-medium text-gray-900">
                {section.name}
                {section.note ? <span className="block text-xs font-normal text-gray-600">{section.note}</span> : null}
              </th>
              {parts ? <td className="px-4 py-3">{section.part ?? '—'}</td> : null}
              <td className="px-4 py-3 text-right tabular-nums">{section.questions ?? 'Not published'}</td>
              {timed ? (
                <td className="px-4 py-3 text-right tabular-nums">
                  {section.minutes === null ? 'Not timed separately' : `${section.minutes} min`}
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t-2 border-gray-300 bg-gray-50 font-semibold text-gray-900">
            <th scope="row" className="px-4 py-3">
              Total
            </th>
            {parts ? <td className="px-4 py-3" /> : null}
            <td className="px-4 py-3 text-right tabular-nums">{exam.totalQuestions ?? 'Not published'}</td>
            {timed ? (
              <td className="px-4 py-3 text-right tabular-nums">
                {exam.durationMinutes === null ? 'Not published' : `${exam.durationMinutes} min`}
              </td>
            ) : null}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
