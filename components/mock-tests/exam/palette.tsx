'use client';

import type { PaletteState } from '@/lib/mock-tests/sections';

export const PALETTE_LABELS: Record<PaletteState, string> = {
  not_visited: 'Not visited',
  not_answered: 'Not answered',
  answered: 'Answered',
  marked: 'Marked for review',
  answered_marked: 'Answered and marked for review',
};

/** Shape and colour together, so a state never rests on colour alone (as on the exam's own palette). */
const STYLE: Record<PaletteState, string> = {
  not_visited: 'rounded-md border border-gray-300 bg-white text-gray-800',
  not_answered: 'rounded-t-xl rounded-b-md bg-danger-700 text-white',
  answered: 'rounded-b-xl rounded-t-md bg-success-700 text-white',
  marked: 'rounded-full bg-purple-700 text-white',
  answered_marked: 'rounded-full bg-purple-700 text-white ring-4 ring-green-400 ring-inset',
};

export function PaletteLegend({ counts }: { counts: Record<PaletteState, number> }) {
  return (
    <ul className="grid grid-cols-1 gap-1.5 text-xs text-gray-700 sm:grid-cols-2 lg:grid-cols-1" aria-label="Palette legend">
      {(Object.keys(PALETTE_LABELS) as PaletteState[]).map((state) => (
        <li key={state} className="flex items-center gap-2">
          <span
            aria-hidden="true"
            className={`inline-flex h-6 w-6 shrink-0 items-center justify-center text-[0.7rem] font-semibold ${STYLE[state]}`}
          >
            {counts[state]}
          </span>
          <span>
            {PALETTE_LABELS[state]} <span className="sr-only">: {counts[state]}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

export interface PaletteItem {
  id: string;
  number: number;
  state: PaletteState;
}

/** The question palette: clicking a number goes to that question without saving the current answer (as in the CBT). */
export function Palette({
  items,
  currentId,
  onGo,
  label,
}: {
  items: PaletteItem[];
  currentId: string;
  onGo: (id: string) => void;
  label: string;
}) {
  return (
    <nav aria-label={label}>
      <ol className="grid grid-cols-6 gap-2 sm:grid-cols-8 lg:grid-cols-5">
        {items.map((item) => {
          const current = item.id === currentId;
          return (
            <li key={item.id}>
              <button
                type="button"
                onClick={() => onGo(item.id)}
                aria-current={current ? 'step' : undefined}
                aria-label={`Question ${item.number}, ${PALETTE_LABELS[item.state].toLowerCase()}${current ? ', current' : ''}`}
                className={`flex h-10 w-10 items-center justify-center text-sm font-semibold ${STYLE[item.state]} ${
                  current ? 'outline-3 outline-offset-2 outline-brand-700' : ''
                }`}
              >
                {item.number}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
