import { LoadError } from '@/components/site/load-error';
import { getAdminContext } from '@/lib/auth/admin';
import { can, ROLE_LABELS } from '@/lib/auth/roles';
import { getContentCounts } from '@/lib/data/content-counts';
import { countDueFollowUps, getLeadStatistics, listOverdueNewLeads, listRecentLeads } from '@/lib/data/leads/stats';
import { settle } from '@/lib/data/settle';
import { ContentCountsPanel } from './content-counts';
import { FollowUpsPanel } from './follow-ups-panel';
import { LeadCharts } from './lead-charts';
import { OfflineDashboard } from './offline-dashboard';
import { RecentLeads } from './recent-leads';
import { ResponsePanel } from './response-panel';
import { SampleNotice } from './sample-notice';
import { StatCards } from './stat-cards';

function SectionHeading({ id, children }: { id: string; children: string }) {
  return (
    <h2 id={id} className="text-lg font-semibold text-brand-900">
      {children}
    </h2>
  );
}

/**
 * The back-office home. Lead figures (spec §9), charts and recent leads for roles that manage leads; a
 * counsellor's follow-up queue; the managers' slow-response flags; content counts for every admin. Each read
 * is settled on its own, so one failure costs only its section; with the database unreachable the lead figures
 * come from the five sample leads, under the sample notice.
 */
export async function DashboardScreen() {
  const now = new Date();
  // Under RouteGuard, no admin context means the backend could not check the session: the offline dashboard.
  const admin = await getAdminContext();
  if (!admin) return <OfflineDashboard now={now} />;
  const leads = can(admin.role, 'manageLeads');
  const [statistics, recent, content, followUps, overdue] = await Promise.all([
    leads ? settle(getLeadStatistics(admin.client, now)) : null,
    leads ? settle(listRecentLeads(admin.client)) : null,
    settle(getContentCounts(admin.client)),
    admin.role === 'counselor' ? settle(countDueFollowUps(admin.client, admin.claims.sub, now)) : null,
    can(admin.role, 'superviseLeads') ? settle(listOverdueNewLeads(admin.client, now)) : null,
  ]);
  const sample = (statistics?.ok && statistics.value.sample) || (recent?.ok && recent.value.sample);

  return (
    <div className="mx-auto max-w-6xl space-y-8">
      <div>
        <h1 className="text-2xl font-bold text-brand-900">Dashboard</h1>
        <p className="mt-1 text-sm text-gray-700">
          Welcome, {admin.name} ({ROLE_LABELS[admin.role]}).
        </p>
      </div>

      {sample ? <SampleNotice /> : null}

      {followUps || overdue ? (
        <div className="grid gap-4 md:grid-cols-2">
          {followUps ? (
            followUps.ok ? (
              <FollowUpsPanel due={followUps.value} />
            ) : (
              <LoadError message={followUps.error.message} />
            )
          ) : null}
          {overdue ? (
            overdue.ok ? (
              <ResponsePanel overdue={overdue.value} now={now} />
            ) : (
              <LoadError message={overdue.error.message} />
            )
          ) : null}
        </div>
      ) : null}

      {statistics ? (
        <section aria-labelledby="lead-statistics" className="space-y-4">
          <SectionHeading id="lead-statistics">Lead statistics</SectionHeading>
          {statistics.ok ? (
            <>
              <StatCards statistics={statistics.value.statistics} />
              <LeadCharts statistics={statistics.value.statistics} />
            </>
          ) : (
            <LoadError message={statistics.error.message} />
          )}
        </section>
      ) : null}

      {recent ? (
        recent.ok ? (
          <RecentLeads leads={recent.value.leads} sample={recent.value.sample} />
        ) : (
          <LoadError message={recent.error.message} />
        )
      ) : null}

      <section aria-labelledby="content-counts" className="space-y-4">
        <SectionHeading id="content-counts">Content</SectionHeading>
        {content.ok ? (
          <ContentCountsPanel counts={content.value} linked={can(admin.role, 'manageContent')} />
        ) : (
          <LoadError message={content.error.message} />
        )}
      </section>
    </div>
  );
}
