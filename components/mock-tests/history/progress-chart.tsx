'use client';

import { CartesianGrid, LabelList, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { formatDate } from '@/lib/format/dates';
import type { ProgressPoint } from '@/lib/mock-tests/analysis';

/**
 * Score as % of the maximum by date, each point labelled with its value. Hidden from screen readers: the table
 * under it ("Show the numbers") carries the same points.
 */
export function ProgressLineChart({ points }: { points: ProgressPoint[] }) {
  const data = points.map((p) => ({ ...p, day: formatDate(p.date) }));
  return (
    <div aria-hidden="true">
      <LineChart
        responsive
        accessibilityLayer={false}
        data={data}
        margin={{ top: 16, right: 16, bottom: 4, left: 0 }}
        style={{ width: '100%', height: 224 }}
      >
        <CartesianGrid stroke="#e5e7eb" />
        <XAxis dataKey="day" padding={{ left: 28, right: 28 }} tick={{ fontSize: 12, fill: '#4b5563' }} />
        <YAxis
          domain={[(min: number) => Math.min(0, Math.floor(min)), 100]}
          unit="%"
          width={44}
          tick={{ fontSize: 12, fill: '#4b5563' }}
        />
        <Tooltip formatter={(value) => `${String(value)}%`} labelFormatter={(label) => String(label)} />
        <Line
          type="monotone"
          dataKey="percent"
          name="Score"
          stroke="#3641a3"
          strokeWidth={2}
          dot={{ r: 4 }}
          isAnimationActive={false}
        >
          <LabelList
            dataKey="percent"
            position="top"
            style={{ fontSize: 12, fill: '#111827' }}
            formatter={(v) => `${String(v)}%`}
          />
        </Line>
      </LineChart>
    </div>
  );
}
