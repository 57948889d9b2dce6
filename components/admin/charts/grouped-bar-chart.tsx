'use client';

import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { shortLabel } from './short-label';

export interface ChartSeries {
  key: string;
  name: string;
}

/** Series colours: distinct in hue and lightness, and every series is also named in the legend. */
const COLOURS = ['#3641a3', '#e87c0c', '#15803d', '#6472cc'];
const ROW_HEIGHT = 64;

/**
 * Several figures per category (assigned, contacted, converted per counsellor) as grouped horizontal bars with a
 * legend in words. Hidden from screen readers: the table beside it (ChartCard) carries the same numbers.
 */
export function GroupedBarChart({
  data,
  series,
}: {
  data: readonly Record<string, string | number | null>[];
  series: readonly ChartSeries[];
}) {
  return (
    <div aria-hidden="true">
      <BarChart
        responsive
        accessibilityLayer={false}
        layout="vertical"
        data={[...data]}
        margin={{ top: 4, right: 24, bottom: 4, left: 4 }}
        style={{ width: '100%', height: Math.max(140, data.length * ROW_HEIGHT + 56) }}
      >
        <CartesianGrid horizontal={false} stroke="#e5e7eb" />
        <XAxis type="number" allowDecimals={false} tick={{ fontSize: 12, fill: '#4b5563' }} />
        <YAxis
          type="category"
          dataKey="label"
          width={120}
          tick={{ fontSize: 12, fill: '#374151' }}
          tickFormatter={shortLabel}
          interval={0}
        />
        <Tooltip cursor={{ fill: '#eef0fb' }} />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        {series.map((s, i) => (
          <Bar key={s.key} dataKey={s.key} name={s.name} fill={COLOURS[i % COLOURS.length]} isAnimationActive={false} />
        ))}
      </BarChart>
    </div>
  );
}
