import type { Metadata } from 'next';
import Link from 'next/link';
import { CalendarFilters } from '@/components/exam-calendar/calendar-filters';
import { EntryList } from '@/components/exam-calendar/entry-list';
import { FeedLinks } from '@/components/exam-calendar/feed-links';
import { MonthView } from '@/components/exam-calendar/month-view';
import { ReminderToggles } from '@/components/exam-calendar/reminder-toggles';
import { LoadError } from '@/components/site/load-error';
import { BreadcrumbTrail } from '@/components/ui/breadcrumb-trail';
import { keepFallbackOutOfCache } from '@/lib/cache/fallback';
import { listCalendarEntries } from '@/lib/data/exam-calendar';
import { settle } from '@/lib/data/settle';
import { monthsOfUsualPeriod } from '@/lib/exam-calendar/expected';
import { lastDay, listEntries } from '@/lib/exam-calendar/list';
import { monthGrid } from '@/lib/exam-calendar/month-grid';
import { CALENDAR_EXAMS, EXAM_NAMES, type CalendarEntry } from '@/lib/exam-calendar/types';
import { calendarHref, currentCycle, parseCalendarParams } from '@/lib/exam-calendar/view-params';
import type { RawSearchParams } from '@/lib/routing/params';
import { pageMetadata } from '@/lib/seo/metadata';
import { istDay } from '@/lib/time/ist';

interface Props {
  searchParams: Promise<RawSearchParams>;
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const params = parseCalendarParams(await searchParams, new Date());
  const name = params.exam ? EXAM_NAMES[params.exam] : 'MBA entrance exam';
  return pageMetadata({
    title: `${name} calendar: registration, exam and result dates`,
    description: `Every ${params.exam ? `${name} ` : ''}registration window, exam day, result and application deadline of the current MBA admissions cycle, each with its source and the date we last verified it. Dates not yet announced are marked expected.`,
    // One canonical page per exam; the month and view choices are the same content.
    path: calendarHref({ exam: params.exam, view: 'list' }),
  });
}

/** Whether an entry falls in a month: an announced one by any day it covers, an expected one by its usual months. */
function inMonth(entry: CalendarEntry, year: number, month: number): boolean {
  const key = `${year}-${String(month).padStart(2, '0')}`;
  if (entry.status === 'announced') return entry.date.slice(0, 7) <= key && lastDay(entry).slice(0, 7) >= key;
  return monthsOfUsualPeriod(entry).some((m) => m.year === year && m.month === month);
}

export default async function ExamCalendarPage({ searchParams }: Props) {
  const now = new Date();
  const params = parseCalendarParams(await searchParams, now);
  const loaded = await settle(listCalendarEntries());
  if (!loaded.ok) await keepFallbackOutOfCache();
  const all = loaded.ok ? loaded.value : [];
  const cycle = currentCycle(all);
  const entries = cycle ? listEntries(all, { filter: params.exam ?? 'all', cycle }) : [];
  const examName = params.exam ? EXAM_NAMES[params.exam] : null;
  const today = istDay(now);
  const grid = monthGrid(entries, { year: params.year, month: params.month, today });
  const shown = params.view === 'month' ? entries.filter((e) => inMonth(e, params.year, params.month)) : entries;

  return (
    <div className="container-page py-8 sm:py-12">
      <BreadcrumbTrail
        items={[
          { name: 'Home', path: '/' },
          { name: 'Exams', path: '/exams' },
          { name: 'Calendar', path: '/exams/calendar' },
        ]}
      />
      <header className="mt-6 max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">
          {examName ? `${examName} calendar` : 'MBA exam calendar'}
        </h1>
        <p className="mt-3 text-base leading-7 text-gray-700">
          Registration windows, exam days, results and application deadlines{cycle ? ` of the ${cycle} admissions cycle` : ''},
          each with its source and the date we last verified it. Where nobody has announced a date yet, we show only the part of
          the month it usually falls in, marked <strong>Expected</strong>, never a day. Always confirm on the official site before
          you apply.
        </p>
      </header>

      <div className="mt-6">
        <CalendarFilters exam={params.exam} view={params.view} year={params.year} month={params.month} />
      </div>

      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-8">
          {!loaded.ok ? (
            <LoadError message={loaded.error.message} />
          ) : (
            <>
              <p className="text-sm text-gray-700" role="status">
                {shown.length} {shown.length === 1 ? 'date' : 'dates'}
                {params.view === 'month' ? ` in ${grid.label}` : ''}
                {examName ? ` for ${examName}` : ''}
              </p>
              {params.view === 'month' ? <MonthView grid={grid} exam={params.exam} /> : null}
              {shown.length > 0 ? (
                <EntryList entries={shown} today={today} grouped={params.view === 'list'} />
              ) : (
                <div className="rounded-xl border border-dashed border-gray-300 bg-gray-50 px-6 py-10 text-center">
                  <p className="font-semibold text-gray-900">No dates here yet.</p>
                  <p className="mt-1 text-sm text-gray-600">
                    Try another month or{' '}
                    <Link href={calendarHref({ exam: null, view: 'list' })} className="link">
                      every exam&apos;s dates
                    </Link>
                    .
                  </p>
                </div>
              )}
            </>
          )}
        </div>
        <aside className="space-y-6">
          <section aria-labelledby="reminders-heading" className="rounded-xl border border-gray-200 bg-white p-4 sm:p-5">
            <h2 id="reminders-heading" className="text-lg font-bold text-brand-900">
              E-mail reminders
            </h2>
            <p className="mt-2 text-sm text-gray-700">
              We e-mail you 7 days and 1 day before each announced date of the exams you choose. Every e-mail has a one-click
              unsubscribe link.
            </p>
            <div className="mt-3">
              <ReminderToggles
                exams={(params.exam ? [params.exam] : [...CALENDAR_EXAMS]).map((id) => ({ id, name: EXAM_NAMES[id] }))}
              />
            </div>
          </section>
          <FeedLinks />
        </aside>
      </div>
    </div>
  );
}
