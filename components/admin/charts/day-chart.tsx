'use client';

import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { dayLabel } from '@/lib/reports/labels';

/**
 * Leads per day as a column per day. Hidden from screen readers: the table of days below it (ChartCard) carries
 * the same numbers.
 */
export function DayBarChart({ data }: { data: readonly { day: string; count: number }[] }) {
  return (
    <div aria-hidden="true">
      <BarChart
        responsive
        accessibilityLayer={false}
        data={data.map((d) => ({ label: dayLabel(d.day), value: d.count }))}
        margin={{ top: 8, right: 8, bottom: 4, left: -16 }}
        style={{ width: '100%', height: 220 }}
      >
        <CartesianGrid vertical={false} stroke="#e5e7eb" />
        <XAxis dataKey="label" tick={{ fontSize: 11, fill: '#4b5563' }} interval="preserveStartEnd" minTickGap={24} />
        <YAxis allowDecimals={false} tick={{ fontSize: 11, fill: '#4b5563' }} />
        <Tooltip cursor={{ fill: '#eef0fb' }} />
        <Bar dataKey="value" name="Leads" fill="#3641a3" isAnimationActive={false} />
      </BarChart>
    </div>
  );
}
