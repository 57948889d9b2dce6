import Link from 'next/link';
import { StatusBadge } from '@/components/admin/ui/badges';
import type { DashboardLead } from '@/lib/data/leads/stats';
import { formatDateTime } from '@/lib/format/dates';
import { sourceLabel } from '@/lib/leads/lead-fields';

/**
 * The five latest leads, each opening its record. Sample leads (database unreachable) have no record to open,
 * so they are listed without links.
 */
export function RecentLeads({ leads, sample }: { leads: readonly DashboardLead[]; sample: boolean }) {
  return (
    <section aria-labelledby="recent-leads" className="min-w-0 rounded-xl border border-gray-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="recent-leads" className="text-base font-semibold text-brand-900">
          Recent leads
        </h2>
        {sample ? null : (
          <Link
            href="/admin/leads"
            className="inline-flex min-h-11 items-center text-sm font-medium text-brand-700 hover:underline"
          >
            All leads
          </Link>
        )}
      </div>
      {leads.length === 0 ? (
        <p className="mt-2 text-sm text-gray-600">No leads yet. New enquiries from the site appear here.</p>
      ) : (
        <div className="mt-2 overflow-x-auto">
          <table className="w-full border-collapse text-sm">
            <caption className="sr-only">The five latest leads</caption>
            <thead>
              <tr className="border-b border-gray-200 text-left text-gray-600">
                <th scope="col" className="px-2 py-2 font-medium">
                  Name
                </th>
                <th scope="col" className="px-2 py-2 font-medium">
                  Source
                </th>
                <th scope="col" className="px-2 py-2 font-medium">
                  Status
                </th>
                <th scope="col" className="px-2 py-2 text-right font-medium">
                  Score
                </th>
                <th scope="col" className="px-2 py-2 font-medium">
                  Received
                </th>
              </tr>
            </thead>
            <tbody>
              {leads.map((lead) => (
                <tr key={lead.id} className="border-b border-gray-100 last:border-0">
                  <th scope="row" className="px-2 py-1.5 text-left font-medium">
                    {sample ? (
                      lead.name
                    ) : (
                      <Link href={`/admin/leads/${lead.id}`} className="text-brand-700 hover:underline">
                        {lead.name}
                      </Link>
                    )}
                  </th>
                  <td className="px-2 py-1.5 text-gray-900">{sourceLabel(lead.source)}</td>
                  <td className="px-2 py-1.5 text-gray-900">
                    <StatusBadge status={lead.status} />
                  </td>
                  <td className="px-2 py-1.5 text-right text-gray-900 tabular-nums">{lead.lead_score}</td>
                  <td className="px-2 py-1.5 whitespace-nowrap text-gray-900">{formatDateTime(lead.created_at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
