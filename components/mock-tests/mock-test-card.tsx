import Link from 'next/link';
import { Suspense } from 'react';
import { ArrowRight } from '@/components/icons/arrow-right';
import { Clock } from '@/components/icons/clock';
import { FileQuestion } from '@/components/icons/file-question';
import { Gauge } from '@/components/icons/gauge';
import { PenLine } from '@/components/icons/pen-line';
import type { MockTestSummary } from '@/lib/data/mock-tests/catalogue';
import { formatRupees } from '@/lib/format/numbers';
import { bankNote, KIND_LABELS } from '@/lib/mock-tests/catalogue';
import { MyTestStatus } from './my-test-status';

export const DIFFICULTY_STYLE: Record<MockTestSummary['difficulty'], string> = {
  High: 'bg-danger-50 text-danger-700',
  Medium: 'bg-warning-50 text-warning-700',
  Easy: 'bg-success-50 text-success-700',
};

// On a 360 px phone three facts side by side leave no room for their icons: the labels alone are clearer.
const ICON = 'hidden h-4 w-4 shrink-0 sm:block';
const BADGE = 'badge';

/** The badges of a test: exam, kind, difficulty, price. */
export function MockTestBadges({ test, linkExam = true }: { test: MockTestSummary; linkExam?: boolean }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      {test.examName ? (
        test.examSlug && linkExam ? (
          <Link href={`/exams/${test.examSlug}`} className={`${BADGE} bg-brand-50 text-brand-800 hover:underline`}>
            {test.examName}
          </Link>
        ) : (
          <span className={`${BADGE} bg-brand-50 text-brand-800`}>{test.examName}</span>
        )
      ) : null}
      <span className={`${BADGE} bg-gray-100 text-gray-700`}>{KIND_LABELS[test.kind]}</span>
      <span className={`${BADGE} ${DIFFICULTY_STYLE[test.difficulty]}`}>{test.difficulty}</span>
      <span className={`${BADGE} bg-gray-100 text-gray-700`}>{test.free ? 'Free' : formatRupees(test.price)}</span>
    </div>
  );
}

/** A note for a test whose bank is smaller than it declares: listed honestly, not offered. */
export function BankNote({ test }: { test: MockTestSummary }) {
  if (test.bank.complete) return null;
  return (
    <p className="mt-4 flex gap-2 rounded-lg border border-warning-700/20 bg-warning-50 p-3 text-sm text-warning-700">
      <PenLine className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      <span>{bankNote(test.bank)} It cannot be taken yet.</span>
    </p>
  );
}

export function MockTestCard({ test }: { test: MockTestSummary }) {
  const href = `/mock-tests/${test.slug}`;
  return (
    <li className="flex flex-col rounded-xl border border-gray-200 bg-white p-5">
      <MockTestBadges test={test} />
      <h2 className="mt-3 text-lg font-semibold text-brand-900">
        <Link href={href} className="hover:underline">
          {test.title}
        </Link>
      </h2>
      {test.description ? <p className="mt-2 text-sm leading-6 text-gray-700">{test.description}</p> : null}
      <dl className="mt-4 grid grid-cols-3 gap-2 text-sm">
        <Fact icon={<FileQuestion className={ICON} aria-hidden="true" />} label="Questions" value={test.questions} />
        <Fact icon={<Clock className={ICON} aria-hidden="true" />} label="Duration" value={`${test.minutes} min`} />
        <Fact icon={<Gauge className={ICON} aria-hidden="true" />} label="Marks" value={test.marks ?? 'Not published'} />
      </dl>
      {test.sections.length > 0 ? (
        <div className="mt-4">
          <h3 className="text-sm font-semibold text-gray-700">Sections</h3>
          <ul className="mt-2 flex flex-wrap gap-2 text-sm">
            {test.sections.map((s) => (
              <li key={s.name} className="rounded-lg border border-gray-200 px-2.5 py-1 text-gray-700">
                {s.name}
                {s.questions !== null ? ` · ${s.questions} Q` : ''}
                {s.minutes !== null ? ` · ${s.minutes} min` : ''}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <BankNote test={test} />
      <Suspense fallback={null}>
        <MyTestStatus testId={test.id} testTitle={test.title} />
      </Suspense>
      <div className="mt-auto pt-4">
        <Link
          href={href}
          className="inline-flex min-h-11 items-center gap-1 link"
          aria-label={`${test.title}: pattern and instructions`}
        >
          {test.bank.complete ? 'Instructions and start' : 'See the pattern'}
          <ArrowRight className="h-4 w-4" aria-hidden="true" />
        </Link>
      </div>
    </li>
  );
}

function Fact({ icon, label, value }: { icon: React.ReactNode; label: string; value: React.ReactNode }) {
  return (
    <div className="fact-box">
      <dt className="fact-label">
        {icon} {label}
      </dt>
      <dd className="fact-value">{value}</dd>
    </div>
  );
}
