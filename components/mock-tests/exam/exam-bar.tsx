'use client';

import { useState } from 'react';
import { Calculator as CalculatorIcon } from '@/components/icons/calculator';
import { Check } from '@/components/icons/check';
import { CloudOff } from '@/components/icons/cloud-off';
import { Loader2 } from '@/components/icons/loader-2';
import type { SectionOrder } from '@/lib/mock-tests/sections';
import { Calculator } from './calculator';
import type { SyncStatus } from './use-answer-queue';
import { formatClock } from './use-countdown';

function SyncBadge({ status, pending }: { status: SyncStatus; pending: number }) {
  const text =
    status === 'offline'
      ? `Offline: ${pending} ${pending === 1 ? 'answer' : 'answers'} kept on this device, sent when you reconnect`
      : status === 'saving'
        ? 'Saving…'
        : 'All answers saved';
  const Icon = status === 'offline' ? CloudOff : status === 'saving' ? Loader2 : Check;
  return (
    <p
      role="status"
      className={`flex items-center gap-1.5 text-xs ${status === 'offline' ? 'font-semibold text-saffron-200' : 'text-brand-100'}`}
    >
      <Icon className={`h-4 w-4 shrink-0 ${status === 'saving' ? 'animate-spin' : ''}`} aria-hidden="true" />
      {text}
    </p>
  );
}

/** The exam's top bar: the test, its sections, the server-kept clock, the save state and the calculator. */
export function ExamBar(props: {
  title: string;
  sections: string[];
  order: SectionOrder;
  activeSection: string;
  closedSections: string[];
  onSection: (name: string) => void;
  seconds: number;
  sync: SyncStatus;
  pending: number;
  calculator: boolean;
}) {
  const [calculatorOpen, setCalculatorOpen] = useState(false);
  const low = props.seconds <= 300;
  return (
    <header className="sticky top-0 z-20 bg-brand-900 text-white shadow">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 px-3 py-2 sm:px-4">
        <h1 className="min-w-0 flex-1 truncate text-sm font-semibold sm:text-base">{props.title}</h1>
        <SyncBadge status={props.sync} pending={props.pending} />
        {props.calculator ? (
          <button
            type="button"
            onClick={() => setCalculatorOpen((o) => !o)}
            aria-expanded={calculatorOpen}
            className="inline-flex min-h-10 items-center gap-1.5 rounded-md bg-brand-800 px-3 text-sm hover:bg-brand-700"
          >
            <CalculatorIcon className="h-4 w-4" aria-hidden="true" />
            Calculator
          </button>
        ) : null}
        <div
          role="timer"
          aria-label="Time left"
          className={`rounded-md px-3 py-1.5 font-mono text-lg font-bold tabular-nums ${low ? 'bg-danger-700' : 'bg-brand-800'}`}
        >
          {formatClock(props.seconds)}
        </div>
      </div>
      <nav aria-label="Sections" className="overflow-x-auto border-t border-brand-800 px-3 sm:px-4">
        <ul className="flex gap-1">
          {props.sections.map((name) => {
            const active = name === props.activeSection;
            const closed = props.closedSections.includes(name);
            const locked = props.order !== 'free' && !active;
            return (
              <li key={name}>
                <button
                  type="button"
                  onClick={() => props.onSection(name)}
                  disabled={locked}
                  aria-current={active ? 'true' : undefined}
                  className={`min-h-10 px-3 text-sm whitespace-nowrap ${
                    active ? 'border-b-4 border-saffron-500 font-semibold' : 'text-brand-100'
                  } disabled:cursor-not-allowed disabled:opacity-70`}
                >
                  {name}
                  {closed ? (
                    <span className="text-xs"> (submitted)</span>
                  ) : locked ? (
                    <span className="sr-only"> (locked)</span>
                  ) : null}
                </button>
              </li>
            );
          })}
        </ul>
      </nav>
      <p aria-live="polite" className="sr-only">
        {props.seconds === 300 ? 'Five minutes left.' : props.seconds === 60 ? 'One minute left.' : ''}
      </p>
      {calculatorOpen ? (
        <div className="absolute top-full right-3 z-30 mt-2 text-gray-900">
          <Calculator onClose={() => setCalculatorOpen(false)} />
        </div>
      ) : null}
    </header>
  );
}
