import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { ApplicationCard } from '@/components/applications/application-card';
import { CollegeDeadlines } from '@/components/applications/college-deadlines';
import { TrackCollegeButton } from '@/components/applications/track-college-button';
import { PageIntro } from '@/components/content/page-intro';
import { LoadError } from '@/components/site/load-error';
import { APPLICATION_STATUS_LABELS, formFeeBudget } from '@/lib/applications/statuses';
import { signInPathFor } from '@/lib/auth/guards';
import { parseCollegeSearch } from '@/lib/colleges/search-params';
import { listApplications } from '@/lib/data/college-applications';
import { listColleges } from '@/lib/data/colleges';
import { listCalendarEntries } from '@/lib/data/exam-calendar';
import { settle } from '@/lib/data/settle';
import { compareEntries } from '@/lib/exam-calendar/list';
import { formatRupees } from '@/lib/format/numbers';
import { firstParam, type RawSearchParams } from '@/lib/routing/params';
import { pageMetadata } from '@/lib/seo/metadata';
import { getServerSession } from '@/lib/supabase/session';

export const metadata: Metadata = pageMetadata({
  title: 'My applications',
  description: 'Track the colleges you apply to: status, form fees and notes.',
  path: '/profile/applications',
  noIndex: true,
});

/** The member's application tracker (issue 16). */
export default async function ApplicationsPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  // proxy.ts already turns signed-out visitors away; the page checks again (it is not the only gate).
  const session = await getServerSession();
  if (!session?.claims) redirect(signInPathFor('user', '/profile/applications'));
  const q = firstParam((await searchParams).q);

  const [applications, search, calendar] = await Promise.all([
    settle(listApplications(session.client)),
    q ? settle(listColleges(parseCollegeSearch({ q, limit: '8' }))) : null,
    settle(listCalendarEntries()),
  ]);
  const datesOf = (slug: string) =>
    calendar.ok ? calendar.value.filter((entry) => entry.collegeSlug === slug).sort(compareEntries) : [];
  const tracked = new Set(applications.ok ? applications.value.map((a) => a.college.slug) : []);
  const budget = applications.ok ? formFeeBudget(applications.value) : null;

  return (
    <>
      <PageIntro eyebrow="My profile" title="My applications">
        <p>
          The colleges you are applying to, where each stands, its dates from our exam calendar, what its form costs and your
          notes. Only you can see this list. Until you mark a college Applied, we e-mail you 7 days and 1 day before its announced
          dates; switch that off on its card, or with the link in any reminder.
        </p>
      </PageIntro>
      <div className="container-page grid gap-8 py-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section aria-label="Tracked colleges" className="space-y-4">
          {!applications.ok ? <LoadError message={applications.error.message} /> : null}
          {applications.ok && applications.value.length === 0 ? (
            <p className="rounded-xl border border-dashed border-gray-300 bg-gray-50 p-6 text-gray-700">
              You are not tracking any college yet. Search for one on this page, or start from your{' '}
              <Link href="/profile" className="link">
                saved colleges
              </Link>
              .
            </p>
          ) : null}
          {applications.ok
            ? applications.value.map((application) => (
                <ApplicationCard key={application.id} application={application}>
                  {calendar.ok ? <CollegeDeadlines entries={datesOf(application.college.slug)} /> : null}
                </ApplicationCard>
              ))
            : null}
        </section>

        <aside className="space-y-6">
          {budget ? (
            <section aria-labelledby="budget-heading" className="rounded-xl border border-brand-200 bg-brand-50 p-5">
              <h2 id="budget-heading" className="text-base font-semibold text-brand-900">
                Form-fee budget
              </h2>
              <p className="mt-2 text-2xl font-bold text-brand-900 tabular-nums" data-testid="form-fee-total">
                {formatRupees(budget.total)}
              </p>
              <p className="mt-1 text-sm text-gray-700">
                for {budget.count} {budget.count === 1 ? 'college' : 'colleges'}
                {budget.missing ? `; ${budget.missing} without a fee entered yet` : ''}.
              </p>
              {applications.ok && applications.value.length ? (
                <ul className="mt-3 space-y-1 text-sm text-gray-700">
                  {Object.entries(APPLICATION_STATUS_LABELS).map(([status, label]) => {
                    const n = applications.value.filter((a) => a.status === status).length;
                    return n ? (
                      <li key={status}>
                        {label}: <span className="font-semibold">{n}</span>
                      </li>
                    ) : null;
                  })}
                </ul>
              ) : null}
            </section>
          ) : null}

          <section aria-labelledby="track-heading">
            <h2 id="track-heading" className="text-base font-semibold text-brand-900">
              Track a college
            </h2>
            <form method="get" role="search" className="mt-2 flex gap-2">
              <label htmlFor="track-q" className="sr-only">
                College name
              </label>
              <input
                id="track-q"
                name="q"
                type="search"
                defaultValue={q ?? ''}
                maxLength={80}
                placeholder="College name or city"
                className="block min-h-11 w-full min-w-0 flex-1 rounded-lg border border-gray-300 bg-white px-3 text-sm text-gray-900 placeholder:text-gray-500"
              />
              <button type="submit" className="btn-secondary min-h-11">
                Search
              </button>
            </form>
            {search?.ok ? (
              search.value.items.length ? (
                <ul className="mt-3 divide-y divide-gray-100 rounded-xl border border-gray-200 bg-white">
                  {search.value.items.map((c) => (
                    <li key={c.slug} className="flex items-center justify-between gap-3 px-3 py-2">
                      <span className="min-w-0 text-sm">
                        <span className="block font-medium text-gray-900">{c.name}</span>
                        <span className="block text-xs text-gray-600">{c.location}</span>
                      </span>
                      {tracked.has(c.slug) ? (
                        <span className="shrink-0 text-xs font-medium text-success-700">Tracked</span>
                      ) : (
                        <TrackCollegeButton slug={c.slug} name={c.name} />
                      )}
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="mt-3 text-sm text-gray-700">No college matches “{q}”. Try a shorter name or the city.</p>
              )
            ) : search && !search.ok ? (
              <LoadError message={search.error.message} />
            ) : null}
          </section>
        </aside>
      </div>
    </>
  );
}
