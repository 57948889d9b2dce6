'use client';

import { Bar, BarChart, CartesianGrid, LabelList, Tooltip, XAxis, YAxis } from 'recharts';
import { shortLabel } from './short-label';

export interface ChartDatum {
  label: string;
  value: number;
}

const BAR = '#3641a3';
const ROW_HEIGHT = 34;

/**
 * Categories as horizontal bars, each labelled with its name on the axis and its value at the bar's end, so
 * nothing depends on colour and long names fit on a phone. Hidden from screen readers: the table beside it
 * (ChartCard) carries the same numbers.
 */
export function CategoryBarChart({ data, valueName = 'Leads' }: { data: readonly ChartDatum[]; valueName?: string }) {
  return (
    <div aria-hidden="true">
      <BarChart
        responsive
        accessibilityLayer={false}
        layout="vertical"
        data={[...data]}
        margin={{ top: 4, right: 40, bottom: 4, left: 4 }}
        style={{ width: '100%', height: Math.max(120, data.length * ROW_HEIGHT + 24) }}
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
        <Bar dataKey="value" name={valueName} fill={BAR} radius={[0, 3, 3, 0]} isAnimationActive={false}>
          <LabelList dataKey="value" position="right" style={{ fontSize: 12, fill: '#111827' }} />
        </Bar>
      </BarChart>
    </div>
  );
}
