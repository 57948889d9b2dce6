import type { MockTestDetail } from '@/lib/data/mock-tests/catalogue';
import { markingWording, SECTION_ORDER_LABELS, sectionOrderWording } from '@/lib/mock-tests/pattern-wording';

/** The paper's sections with their questions and minutes, and how they are timed and ordered, in words. */
export function TestPatternTable({ test }: { test: MockTestDetail }) {
  const oneClock = test.order === 'free';
  return (
    <>
      <div className="overflow-x-auto rounded-xl border border-gray-200">
        <table className="w-full min-w-[20rem] border-collapse text-left text-sm">
          <caption className="sr-only">Sections of {test.title}</caption>
          <thead className="bg-brand-50 text-brand-900">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                Section
              </th>
              <th scope="col" className="px-4 py-3 text-right font-semibold">
                Questions
              </th>
              <th scope="col" className="px-4 py-3 text-right font-semibold">
                Minutes
              </th>
            </tr>
          </thead>
          <tbody>
            {test.sections.map((s) => (
              <tr key={s.name} className="border-t border-gray-200">
                <th scope="row" className="px-4 py-3 font-medium text-gray-900">
                  {s.name}
                </th>
                <td className="tabular px-4 py-3 text-right text-gray-800">{s.questions ?? '—'}</td>
                <td className="tabular px-4 py-3 text-right text-gray-800">{oneClock ? 'Shared' : (s.minutes ?? '—')}</td>
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t-2 border-gray-200 bg-gray-50">
            <tr>
              <th scope="row" className="px-4 py-3 font-semibold text-gray-900">
                Total
              </th>
              <td className="tabular px-4 py-3 text-right font-semibold text-gray-900">{test.questions}</td>
              <td className="tabular px-4 py-3 text-right font-semibold text-gray-900">{test.minutes}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <p className="mt-4 leading-7 text-gray-800">
        <span className="font-semibold text-brand-900">{SECTION_ORDER_LABELS[test.order]}.</span>{' '}
        {sectionOrderWording(test.order, test.minutes)}
      </p>
    </>
  );
}

/** Marks per question in words, and whether an on-screen calculator is given. */
export function TestMarking({ test }: { test: MockTestDetail }) {
  return (
    <dl className="divide-y divide-gray-200 rounded-xl border border-gray-200">
      <div className="grid gap-1 px-4 py-3 sm:grid-cols-3 sm:gap-4">
        <dt className="font-medium text-gray-700">Marking</dt>
        <dd className="text-gray-900 sm:col-span-2">
          <ul className="space-y-1">
            {markingWording(test.scheme, test.questionTypes).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </dd>
      </div>
      {test.marks !== null ? (
        <div className="grid gap-1 px-4 py-3 sm:grid-cols-3 sm:gap-4">
          <dt className="font-medium text-gray-700">Maximum marks</dt>
          <dd className="tabular text-gray-900 sm:col-span-2">{test.marks}</dd>
        </div>
      ) : null}
      <div className="grid gap-1 px-4 py-3 sm:grid-cols-3 sm:gap-4">
        <dt className="font-medium text-gray-700">Calculator</dt>
        <dd className="text-gray-900 sm:col-span-2">
          {test.calculator ? 'Yes — an on-screen calculator is available.' : 'No — work without a calculator.'}
        </dd>
      </div>
    </dl>
  );
}
