import Link from 'next/link';
import { CALENDAR_EXAMS, EXAM_NAMES, type CalendarExam } from '@/lib/exam-calendar/types';
import { calendarHref, type CalendarView } from '@/lib/exam-calendar/view-params';

interface Props {
  exam: CalendarExam | null;
  view: CalendarView;
  year: number;
  month: number;
}

const chip = 'inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold';
const on = 'border-brand-800 bg-brand-800 text-white';
const off = 'border-brand-200 bg-white text-brand-800 hover:bg-brand-50';

/** Filter by exam and switch list / month: plain links, so every choice has its own URL and works without JS. */
export function CalendarFilters({ exam, view, year, month }: Props) {
  const keep = view === 'month' ? { year, month } : {};
  const exams: (CalendarExam | null)[] = [null, ...CALENDAR_EXAMS];
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
      <nav aria-label="Filter by exam">
        <ul className="flex flex-wrap gap-2">
          {exams.map((e) => (
            <li key={e ?? 'all'}>
              <Link
                href={calendarHref({ exam: e, view, ...keep })}
                aria-current={e === exam ? 'page' : undefined}
                className={`${chip} ${e === exam ? on : off}`}
              >
                {e ? EXAM_NAMES[e] : 'All exams'}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-label="Calendar view">
        <ul className="flex gap-2">
          {(['list', 'month'] as const).map((v) => (
            <li key={v}>
              <Link
                href={calendarHref({ exam, view: v, ...keep })}
                aria-current={v === view ? 'page' : undefined}
                className={`${chip} ${v === view ? on : off}`}
              >
                {v === 'list' ? 'List' : 'Month'}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
