'use client';

import { Bar, BarChart, CartesianGrid, LabelList, Tooltip, XAxis, YAxis } from 'recharts';

export interface SectionChartDatum {
  name: string;
  /** Minutes in the section, to one decimal. */
  minutes: number;
  /** Accuracy in %, 0 when nothing was answered. */
  accuracy: number;
}

const ROW_HEIGHT = 40;

function HorizontalBars({
  data,
  dataKey,
  name,
  unit,
  fill,
  domain,
}: {
  data: SectionChartDatum[];
  dataKey: 'minutes' | 'accuracy';
  name: string;
  unit: string;
  fill: string;
  domain?: [number, number];
}) {
  return (
    <BarChart
      responsive
      accessibilityLayer={false}
      layout="vertical"
      data={data}
      margin={{ top: 4, right: 48, bottom: 4, left: 4 }}
      style={{ width: '100%', height: Math.max(120, data.length * ROW_HEIGHT + 32) }}
    >
      <CartesianGrid horizontal={false} stroke="#e5e7eb" />
      <XAxis type="number" domain={domain} tick={{ fontSize: 12, fill: '#4b5563' }} unit={unit} />
      <YAxis type="category" dataKey="name" width={90} tick={{ fontSize: 12, fill: '#374151' }} interval={0} />
      <Tooltip cursor={{ fill: '#eef0fb' }} formatter={(value) => `${String(value)}${unit}`} />
      <Bar dataKey={dataKey} name={name} fill={fill} radius={[0, 3, 3, 0]} isAnimationActive={false}>
        <LabelList
          dataKey={dataKey}
          position="right"
          style={{ fontSize: 12, fill: '#111827' }}
          formatter={(value) => `${String(value)}${unit}`}
        />
      </Bar>
    </BarChart>
  );
}

/**
 * Two bar charts, each bar labelled with its value so nothing depends on colour. Hidden from screen readers: the
 * section table carries the same numbers.
 */
export function SectionCharts({ data }: { data: SectionChartDatum[] }) {
  return (
    <div className="grid gap-4 md:grid-cols-2" aria-hidden="true">
      <figure className="min-w-0 rounded-xl border border-gray-200 bg-white p-4 shadow-sm">
        <figcaption className="text-sm font-semibold text-brand-900">Minutes per section</figcaption>
        <HorizontalBars data={data} dataKey="minutes" name="Minutes" unit=" min" fill="#3641a3" />
      </figure>
      <figure className="min-w-0 rounded-xl border border-gray-200 bg-white p-4 shadow-sm">
        <figcaption className="text-sm font-semibold text-brand-900">Accuracy per section</figcaption>
        <HorizontalBars data={data} dataKey="accuracy" name="Accuracy" unit="%" fill="#a65503" domain={[0, 100]} />
      </figure>
    </div>
  );
}
