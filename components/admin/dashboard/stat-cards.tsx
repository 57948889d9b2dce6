import { formatCount } from '@/lib/format/numbers';
import type { LeadStatistics } from '@/lib/leads/statistics';

interface Stat {
  label: string;
  value: string;
  detail?: string;
}

/** How this month compares with last month, in words: '+3 on last month (9)', 'Same as last month'. */
function monthChange(thisMonth: number, lastMonth: number): string {
  const change = thisMonth - lastMonth;
  if (change === 0) return `Same as last month (${formatCount(lastMonth)})`;
  return `${change > 0 ? '+' : '−'}${formatCount(Math.abs(change))} on last month (${formatCount(lastMonth)})`;
}

/** Spec §9's lead statistics as scorecards: label above, figure in tabular numerals, context below. */
export function StatCards({ statistics: s }: { statistics: LeadStatistics }) {
  const stats: Stat[] = [
    { label: 'Total leads', value: formatCount(s.total) },
    { label: 'Conversion rate', value: `${s.conversion_rate}%`, detail: `${formatCount(s.converted)} converted` },
    { label: 'Qualification rate', value: `${s.qualification_rate}%`, detail: `${formatCount(s.qualified)} qualified or beyond` },
    { label: 'Average lead score', value: String(s.average_score), detail: 'Out of 100' },
    { label: 'High or urgent', value: formatCount(s.high_or_urgent), detail: 'Priority high or urgent' },
    { label: 'Pending follow-ups', value: formatCount(s.pending_follow_ups), detail: 'Follow-up due now or earlier' },
    { label: 'This month', value: formatCount(s.this_month), detail: monthChange(s.this_month, s.last_month) },
    { label: 'Last month', value: formatCount(s.last_month) },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {stats.map((stat) => (
        <div key={stat.label} className="flex flex-col rounded-xl border border-gray-200 bg-white p-4 shadow-sm">
          <dt className="text-sm font-medium text-gray-600">{stat.label}</dt>
          <dd className="mt-1 text-2xl font-bold text-brand-900 tabular-nums">{stat.value}</dd>
          {stat.detail ? <dd className="mt-1 text-xs text-gray-600">{stat.detail}</dd> : null}
        </div>
      ))}
    </dl>
  );
}
