import Link from 'next/link';
import { ChangeHistory } from '@/components/admin/colleges/cutoff-line-history';
import { ContentPage } from '@/components/admin/content/content-page';
import { ACTIONS_CELL, RecordTable, SourceCell } from '@/components/admin/content/record-table';
import { LoadError } from '@/components/site/load-error';
import { getAdminContext } from '@/lib/auth/admin';
import { listCalendarEntriesForAdmin, listCalendarHistory, listCollegeChoices } from '@/lib/data/exam-calendar-admin';
import { settle } from '@/lib/data/settle';
import { DATA_ERRORS } from '@/lib/errors/data-error';
import { formatCalendarDate } from '@/lib/exam-calendar/dates';
import { entryToFormValues, isCalendarExam } from '@/lib/exam-calendar/entry-form';
import { describeEntryEvent, entryFieldChanges } from '@/lib/exam-calendar/entry-history';
import { describeExpected } from '@/lib/exam-calendar/expected';
import { CALENDAR_EXAMS, EXAM_NAMES, KIND_LABELS, type CalendarEntry } from '@/lib/exam-calendar/types';
import { firstParam, type RawSearchParams } from '@/lib/routing/params';
import { istDay } from '@/lib/time/ist';
import { DeleteEntryButton, VerifyEntryButton } from './calendar-entry-buttons';
import { CalendarEntryForm } from './calendar-entry-form';
import { PassedExpectedPrompt } from './passed-expected-prompt';

const HEAD = ['What', 'When', 'Exam / college', 'Cycle', 'Source', 'Last verified', 'Actions'];

function when(entry: CalendarEntry): string {
  if (entry.status === 'expected') return describeExpected(entry);
  const first = formatCalendarDate(entry.date);
  return entry.endDate ? `${first} – ${formatCalendarDate(entry.endDate)}` : first;
}

/** /admin/exams/calendar: the calendar's entries (one exam's, or all), a form to add or edit one, and the history. */
export async function CalendarScreen({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const params = await searchParams;
  const examParam = firstParam(params.exam) ?? '';
  const exam = isCalendarExam(examParam) ? examParam : null;
  const editId = firstParam(params.edit);
  const base = exam ? `/admin/exams/calendar?exam=${exam}` : '/admin/exams/calendar';
  const editHref = (id: string) => `${base}${base.includes('?') ? '&' : '?'}edit=${id}#calendar-form-heading`;
  const admin = await getAdminContext();
  if (!admin) {
    return (
      <ContentPage title="Exam calendar">
        <LoadError message={DATA_ERRORS.CONNECTION_ERROR} />
      </ContentPage>
    );
  }
  const [entries, history, colleges] = await Promise.all([
    settle(listCalendarEntriesForAdmin(admin.client, exam)),
    settle(listCalendarHistory(admin.client, exam)),
    settle(listCollegeChoices(admin.client)),
  ]);
  const editing = entries.ok ? entries.value.find((e) => e.id === editId && e.entry) : undefined;
  const today = istDay(new Date());
  const newValues = {
    status: 'announced',
    exam: exam ?? '',
    last_verified: today,
  };

  return (
    <ContentPage
      title={exam ? `Exam calendar: ${EXAM_NAMES[exam]}` : 'Exam calendar'}
      description="The dates /exams/calendar shows: announced dates with their source, and expected ones (only the usual month). Every change is recorded below."
      actions={
        <>
          <Link href="/admin/exams" className="btn-secondary">
            Back to exams
          </Link>
          <a href="/exams/calendar" target="_blank" rel="noopener noreferrer" className="btn-secondary">
            View calendar<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </>
      }
    >
      <nav aria-label="Filter by exam" className="flex flex-wrap gap-2">
        {[null, ...CALENDAR_EXAMS].map((code) => {
          const current = code === exam;
          return (
            <Link
              key={code ?? 'all'}
              href={code ? `/admin/exams/calendar?exam=${code}` : '/admin/exams/calendar'}
              aria-current={current ? 'page' : undefined}
              className={`inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium ${
                current ? 'border-brand-800 bg-brand-800 text-white' : 'border-gray-300 bg-white text-gray-800'
              }`}
            >
              {code ? EXAM_NAMES[code] : 'All'}
            </Link>
          );
        })}
      </nav>
      {entries.ok ? <PassedExpectedPrompt entries={entries.value} today={today} editHref={editHref} /> : null}
      <section aria-labelledby="entries-heading" className="rounded-xl border border-gray-200 bg-white p-4 sm:p-6">
        <h2 id="entries-heading" className="text-lg font-bold text-brand-900">
          Entries
        </h2>
        {!entries.ok ? (
          <div className="mt-3">
            <LoadError message={entries.error.message} />
          </div>
        ) : entries.value.length === 0 ? (
          <p className="mt-3 text-sm text-gray-700">No entries yet.</p>
        ) : (
          <RecordTable labelledBy="entries-heading" head={HEAD} tableClassName="w-full min-w-[60rem]" testId="calendar-entries">
            {entries.value.map(({ id, entry, collegeName }) => {
              const name = entry ? `${entry.cycleLabel} ${KIND_LABELS[entry.kind]}` : id;
              return (
                <tr key={id} className="border-t border-gray-100 align-top" data-testid="calendar-entry">
                  {entry ? (
                    <>
                      <th scope="row" className="py-2 pr-3 font-semibold text-gray-900">
                        {KIND_LABELS[entry.kind]}
                        {entry.detail ? <span className="block font-normal text-gray-700">{entry.detail}</span> : null}
                      </th>
                      <td className="py-2 pr-3">
                        {when(entry)}
                        <span className="block text-xs text-gray-600">{entry.status}</span>
                      </td>
                      <td className="py-2 pr-3">
                        {[entry.exam ? EXAM_NAMES[entry.exam] : null, collegeName].filter(Boolean).join(' · ') || '—'}
                      </td>
                      <td className="py-2 pr-3">
                        {entry.cycleLabel}
                        <span className="block text-xs text-gray-600">{entry.cycle}</span>
                      </td>
                      <SourceCell source={entry.source} />
                      <td className="py-2 pr-3 whitespace-nowrap">{formatCalendarDate(entry.lastVerified)}</td>
                    </>
                  ) : (
                    <td colSpan={HEAD.length - 1} className="py-2 pr-3 text-danger-700">
                      The stored entry {id} is not valid and the calendar leaves it out. Delete it and add it again.
                    </td>
                  )}
                  <td className={ACTIONS_CELL}>
                    <div className="flex flex-col gap-2">
                      {entry ? (
                        <>
                          <Link href={editHref(id)} className="btn-secondary min-h-11">
                            Edit<span className="sr-only"> {name}</span>
                          </Link>
                          <VerifyEntryButton id={id} name={name} />
                        </>
                      ) : null}
                      <DeleteEntryButton id={id} name={name} />
                    </div>
                  </td>
                </tr>
              );
            })}
          </RecordTable>
        )}
      </section>
      <CalendarEntryForm
        key={editing?.id ?? 'new'}
        entryId={editing?.id ?? null}
        initialValues={editing?.entry ? entryToFormValues(editing.entry, editing.collegeId) : newValues}
        colleges={colleges.ok ? colleges.value : []}
        cancelHref={base}
      />
      {history.ok ? (
        <ChangeHistory
          headingId="calendar-history-heading"
          testId="calendar-history"
          items={history.value.map((event) => ({
            id: event.id,
            title: describeEntryEvent(event),
            actorName: event.actorName,
            createdAt: event.createdAt,
            changes: entryFieldChanges(event),
          }))}
        />
      ) : (
        <LoadError message={history.error.message} />
      )}
    </ContentPage>
  );
}
