'use client';

import { useState } from 'react';
import { SelectField, TextField } from '@/components/admin/content/fields';
import { SUSPENSION_PERIODS, type SuspensionPeriod } from '@/lib/community/admin-schema';

const OPTIONS = Object.entries(SUSPENSION_PERIODS).map(([value, label]) => ({ value, label }));

/** How long a suspension lasts; the date field appears when "Until a date" is chosen. */
export function SuspensionFields({ min }: { min: string }) {
  const [period, setPeriod] = useState<SuspensionPeriod>('7');
  return (
    <>
      <SelectField
        name="period"
        label="Suspend for"
        options={OPTIONS}
        value={period}
        onChange={(event) => setPeriod(event.target.value as SuspensionPeriod)}
      />
      {period === 'date' ? (
        <TextField name="until" label="Until (end of the day, IST)" type="date" min={min} hint="At most a year from today." />
      ) : null}
    </>
  );
}
