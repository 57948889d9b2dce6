'use client';

import { useReducer, type KeyboardEvent } from 'react';
import { X } from '@/components/icons/x';
import { INITIAL_CALCULATOR, pressKey, type CalculatorKey } from '@/lib/mock-tests/calculator';

const KEYS: { key: CalculatorKey; label: string; name: string }[][] = [
  [
    { key: 'MC', label: 'MC', name: 'Memory clear' },
    { key: 'MR', label: 'MR', name: 'Memory recall' },
    { key: 'M+', label: 'M+', name: 'Memory add' },
    { key: 'M-', label: 'M−', name: 'Memory subtract' },
  ],
  [
    { key: 'C', label: 'C', name: 'Clear' },
    { key: 'back', label: 'Del', name: 'Backspace' },
    { key: 'sqrt', label: '√', name: 'Square root' },
    { key: '/', label: '÷', name: 'Divide' },
  ],
  [
    { key: '7', label: '7', name: '7' },
    { key: '8', label: '8', name: '8' },
    { key: '9', label: '9', name: '9' },
    { key: '*', label: '×', name: 'Multiply' },
  ],
  [
    { key: '4', label: '4', name: '4' },
    { key: '5', label: '5', name: '5' },
    { key: '6', label: '6', name: '6' },
    { key: '-', label: '−', name: 'Subtract' },
  ],
  [
    { key: '1', label: '1', name: '1' },
    { key: '2', label: '2', name: '2' },
    { key: '3', label: '3', name: '3' },
    { key: '+', label: '+', name: 'Add' },
  ],
  [
    { key: 'sign', label: '±', name: 'Change sign' },
    { key: '0', label: '0', name: '0' },
    { key: '.', label: '.', name: 'Decimal point' },
    { key: '=', label: '=', name: 'Equals' },
  ],
];

const TYPED: Record<string, CalculatorKey> = {
  Enter: '=',
  '=': '=',
  Backspace: 'back',
  Escape: 'C',
  '+': '+',
  '-': '-',
  '*': '*',
  x: '*',
  '/': '/',
  '.': '.',
  '%': '%',
};

/** The exam's on-screen calculator (CAT has one): keys on screen, or typed while it has focus. */
export function Calculator({ onClose }: { onClose: () => void }) {
  const [state, press] = useReducer(pressKey, INITIAL_CALCULATOR);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const key = /^[0-9]$/.test(event.key) ? (event.key as CalculatorKey) : TYPED[event.key];
    if (!key || (event.key === 'Escape' && state.display === '0')) return;
    event.preventDefault();
    press(key);
  };

  return (
    <section
      aria-label="Calculator"
      onKeyDown={onKeyDown}
      className="w-72 rounded-xl border border-gray-300 bg-white p-3 shadow-xl"
    >
      <div className="mb-2 flex items-center justify-between">
        <h2 className="text-sm font-semibold text-brand-900">Calculator</h2>
        <button
          type="button"
          onClick={onClose}
          className="rounded p-1 text-gray-600 hover:bg-gray-100"
          aria-label="Close calculator"
        >
          <X className="h-4 w-4" aria-hidden="true" />
        </button>
      </div>
      <output
        aria-live="polite"
        aria-label="Calculator display"
        className="mb-2 block rounded-md bg-gray-900 px-3 py-2 text-right font-mono text-xl text-white tabular-nums"
      >
        {state.display}
        {state.memory !== 0 ? <span className="ml-2 text-xs text-gray-300">M</span> : null}
      </output>
      <div className="grid grid-cols-4 gap-1.5">
        {KEYS.flat().map(({ key, label, name }) => (
          <button
            key={key}
            type="button"
            aria-label={name}
            onClick={() => press(key)}
            className={`min-h-10 rounded-md text-base font-semibold ${
              key === '='
                ? 'bg-saffron-500 text-brand-950'
                : /^[0-9.]$/.test(key)
                  ? 'bg-gray-100 text-gray-900'
                  : 'bg-brand-50 text-brand-900'
            } hover:brightness-95`}
          >
            {label}
          </button>
        ))}
      </div>
      <button
        type="button"
        aria-label="Percent"
        onClick={() => press('%')}
        className="mt-1.5 min-h-9 w-full rounded-md bg-brand-50 text-sm font-semibold text-brand-900 hover:brightness-95"
      >
        %
      </button>
    </section>
  );
}
