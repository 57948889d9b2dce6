import { LoadError } from '@/components/site/load-error';
import { DATA_ERRORS } from '@/lib/errors/data-error';
import { leadStatistics } from '@/lib/leads/statistics';
import { recentSampleLeads, SAMPLE_LEADS } from '@/lib/samples/leads';
import { LeadCharts } from './lead-charts';
import { RecentLeads } from './recent-leads';
import { SampleNotice } from './sample-notice';
import { StatCards } from './stat-cards';

/**
 * The dashboard while the backend cannot be reached (RouteGuard lets a presented session through then, see
 * lib/auth/route-decision.ts): nobody's role can be read and nothing real can be, so spec §4/§9's five sample
 * leads stand in for the lead figures, under the notice, and the content counts say the database is missing.
 */
export function OfflineDashboard({ now }: { now: Date }) {
  const statistics = leadStatistics(SAMPLE_LEADS, now);
  const recent = recentSampleLeads(5);
  return (
    <div className="mx-auto max-w-6xl space-y-8">
      <h1 className="text-2xl font-bold text-brand-900">Dashboard</h1>
      <SampleNotice />
      <section aria-labelledby="lead-statistics" className="space-y-4">
        <h2 id="lead-statistics" className="text-lg font-semibold text-brand-900">
          Lead statistics
        </h2>
        <StatCards statistics={statistics} />
        <LeadCharts statistics={statistics} />
      </section>
      <RecentLeads leads={recent} sample />
      <section aria-labelledby="content-counts" className="space-y-4">
        <h2 id="content-counts" className="text-lg font-semibold text-brand-900">
          Content
        </h2>
        <LoadError message={DATA_ERRORS.CONNECTION_ERROR} />
      </section>
    </div>
  );
}
