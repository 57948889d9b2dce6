'use client';

import { useSyncExternalStore } from 'react';
import { countdownTo, type Countdown as CountdownValue } from '@/lib/prelaunch/countdown';

/** A minute clock shared by every subscriber; the server snapshot is null so the first paint matches. */
function subscribe(onChange: () => void): () => void {
  const id = window.setInterval(onChange, 15_000);
  return () => window.clearInterval(id);
}
const minuteNow = () => Math.floor(Date.now() / 60_000);
const serverNow = () => null;

function Part({ value, label }: { value: number | null; label: string }) {
  return (
    // dt before dd as a definition list requires; flex-col-reverse puts the figure on top.
    <div className="flex flex-col-reverse rounded-xl bg-white/10 px-3 py-4 text-center sm:px-6">
      <dt className="mt-1 text-xs font-medium tracking-wide text-brand-100 uppercase sm:text-sm">{label}</dt>
      <dd className="tabular text-3xl font-bold text-white sm:text-5xl">{value === null ? '–' : value}</dd>
    </div>
  );
}

/**
 * Days, hours and minutes to the launch. Rendered on the server without figures (they would be stale in a
 * cached page); the browser fills them in and updates them quietly, with no seconds ticking for urgency.
 */
export function Countdown({ launchAt }: { launchAt: string }) {
  const minute = useSyncExternalStore(subscribe, minuteNow, serverNow);
  const value: CountdownValue | null = minute === null ? null : countdownTo(launchAt, minute * 60_000);

  if (value?.launched) {
    return <p className="text-2xl font-semibold text-white">We have launched. Welcome to MBA Disha!</p>;
  }
  return (
    <dl className="grid max-w-md grid-cols-3 gap-3" aria-label="Time until launch">
      <Part value={value?.days ?? null} label="Days" />
      <Part value={value?.hours ?? null} label="Hours" />
      <Part value={value?.minutes ?? null} label="Minutes" />
    </dl>
  );
}
