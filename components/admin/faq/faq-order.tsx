'use client';

import { useState, useTransition, type DragEvent, type KeyboardEvent } from 'react';
import { ArrowDown } from '@/components/icons/arrow-down';
import { ArrowUp } from '@/components/icons/arrow-up';
import { GripVertical } from '@/components/icons/grip-vertical';
import type { ActionResult } from '@/lib/actions/result';
import type { ContentChange } from '@/lib/content/change';
import { moveItem, positionToIndex } from '@/lib/faq/admin-order';
import type { FaqOrderInput } from '@/lib/faq/admin-schema';

export interface OrderItem {
  id: string;
  question: string;
  categoryLabel: string;
  isActive: boolean;
}

interface FaqOrderProps {
  items: OrderItem[];
  save: (input: FaqOrderInput) => Promise<ActionResult<ContentChange, FaqOrderInput>>;
}

type Feedback = { kind: 'saved' | 'error'; message: string } | null;

/**
 * The FAQs in their public order, rearranged by dragging a row, by its Move up / Move down buttons or by typing
 * its position; nothing is saved until "Save order", which saves the whole order in one action.
 */
export function FaqOrder({ items, save }: FaqOrderProps) {
  const [saved, setSaved] = useState(items.map((item) => item.id));
  const [order, setOrder] = useState(items);
  const [dragging, setDragging] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [positionError, setPositionError] = useState<{ id: string; message: string } | null>(null);
  const [pending, startTransition] = useTransition();
  const changed = order.some((item, i) => item.id !== saved[i]);

  function move(from: number, to: number) {
    const next = moveItem(order, from, to);
    const item = order[from];
    setOrder(next);
    setFeedback(null);
    setPositionError(null);
    if (item) setAnnouncement(`“${item.question}” moved to position ${next.indexOf(item) + 1} of ${next.length}.`);
  }

  function typePosition(index: number, typed: string) {
    const target = positionToIndex(typed, order.length);
    const item = order[index];
    if (!item) return;
    if (target === null) {
      setPositionError({ id: item.id, message: `Enter a whole number from 1 to ${order.length}.` });
      return;
    }
    if (target !== index) move(index, target);
    else setPositionError(null);
  }

  function onDrop(event: DragEvent, index: number) {
    event.preventDefault();
    if (dragging !== null && dragging !== index) move(dragging, index);
    setDragging(null);
  }

  function submit() {
    const ids = order.map((item) => item.id);
    startTransition(async () => {
      const result = await save({ ids });
      if (result.ok) {
        setSaved(ids);
        setFeedback({ kind: 'saved', message: result.data.message });
      } else {
        setFeedback({ kind: 'error', message: result.message });
      }
    });
  }

  return (
    <div className="space-y-4">
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      <ol className="divide-y divide-gray-200 rounded-lg border border-gray-200 bg-white" aria-label="FAQ order">
        {order.map((item, index) => {
          const error = positionError?.id === item.id ? positionError.message : null;
          return (
            <li
              key={item.id}
              draggable
              onDragStart={(event) => {
                event.dataTransfer.effectAllowed = 'move';
                setDragging(index);
              }}
              onDragOver={(event) => event.preventDefault()}
              onDrop={(event) => onDrop(event, index)}
              onDragEnd={() => setDragging(null)}
              data-testid="faq-order-item"
              className={`flex flex-wrap items-center gap-3 px-3 py-3 sm:flex-nowrap ${dragging === index ? 'bg-brand-50' : ''}`}
            >
              <GripVertical className="h-5 w-5 shrink-0 cursor-grab text-gray-500" aria-hidden="true" />
              <div className="w-20 shrink-0">
                <label className="sr-only" htmlFor={`position-${item.id}`}>
                  Position of “{item.question}”
                </label>
                <input
                  // Re-created after every move, so it always shows the row's current place.
                  key={`${item.id}-${index}`}
                  id={`position-${item.id}`}
                  inputMode="numeric"
                  defaultValue={index + 1}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `position-error-${item.id}` : undefined}
                  onBlur={(event) => typePosition(index, event.currentTarget.value)}
                  onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
                    if (event.key === 'Enter') {
                      event.preventDefault();
                      typePosition(index, event.currentTarget.value);
                    }
                  }}
                  className="w-16 rounded-md border border-gray-300 px-2 py-2 text-right tabular-nums"
                />
              </div>
              <div className="min-w-0 flex-1">
                <p className="font-medium text-brand-900">{item.question}</p>
                <p className="text-sm text-gray-600">
                  {item.categoryLabel}
                  {item.isActive ? '' : ' · Hidden (inactive)'}
                </p>
                {error ? (
                  <p id={`position-error-${item.id}`} className="mt-1 text-sm text-danger-700">
                    {error}
                  </p>
                ) : null}
              </div>
              <div className="flex shrink-0 gap-1">
                <button
                  type="button"
                  className="btn-secondary px-3"
                  aria-label={`Move up: ${item.question}`}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                >
                  <ArrowUp className="h-4 w-4" aria-hidden="true" />
                </button>
                <button
                  type="button"
                  className="btn-secondary px-3"
                  aria-label={`Move down: ${item.question}`}
                  disabled={index === order.length - 1}
                  onClick={() => move(index, index + 1)}
                >
                  <ArrowDown className="h-4 w-4" aria-hidden="true" />
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <div className="flex flex-wrap items-center gap-3">
        <button type="button" className="btn-brand" onClick={submit} disabled={!changed || pending} aria-busy={pending}>
          {pending ? 'Saving…' : 'Save order'}
        </button>
        {changed && !pending ? <span className="text-sm text-gray-700">Unsaved changes</span> : null}
        {/* Always present, so screen readers announce the message when it appears. */}
        <p role="status" className="text-sm font-medium text-success-700">
          {feedback?.kind === 'saved' ? feedback.message : ''}
        </p>
        {feedback?.kind === 'error' ? (
          <p role="alert" className="text-sm font-medium text-danger-700">
            {feedback.message}
          </p>
        ) : null}
      </div>
    </div>
  );
}
