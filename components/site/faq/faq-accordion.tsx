'use client';

import { useId, useState, type KeyboardEvent } from 'react';
import { ChevronDown } from '@/components/icons/chevron-down';
import { Eye } from '@/components/icons/eye';
import { getAuthClient } from '@/lib/auth/auth-client';
import type { Faq } from '@/lib/data/faq';
import type { FaqGroup } from '@/lib/faq/group';
import { formatViews } from '@/lib/format/numbers';

interface FaqAccordionProps {
  /** One group without a label renders a plain list; labelled groups get an h2 each (/faq's categories). */
  groups: FaqGroup<Faq>[];
  /** Sample FAQs (database unreachable): nothing is sent to the server (spec §4). */
  sample: boolean;
}

/**
 * One answer open at a time across all groups (spec §4). Opening a question counts a view here at once and on the server through
 * increment_faq_views; the Supabase client is loaded only then, so it stays out of the page's first load.
 * Questions are h3 headings, under an h2 for the section or category. Answers are always in the HTML (hidden while closed) so they can be read and indexed without JavaScript.
 */
export function FaqAccordion({ groups, sample }: FaqAccordionProps) {
  const [open, setOpen] = useState('');
  const baseId = useId();
  const [views, setViews] = useState<Record<string, number>>(() =>
    Object.fromEntries(groups.flatMap((g) => g.items).map((f) => [f.id, f.views])),
  );

  function handleChange(id: string) {
    setOpen(id);
    if (!id) return;
    setViews((current) => ({ ...current, [id]: (current[id] ?? 0) + 1 }));
    if (!sample) void countView(id);
  }

  async function countView(id: string) {
    try {
      const [client, { incrementFaqViews }] = await Promise.all([getAuthClient(), import('@/lib/data/view-counters')]);
      const count = await incrementFaqViews(client, id);
      // The server's count also takes in other readers' views since the page was rendered.
      if (count !== null) setViews((current) => ({ ...current, [id]: Math.max(count, current[id] ?? 0) }));
    } catch (error) {
      // A lost view count is not worth interrupting the reader for; the local count already moved.
      console.warn('FAQ view not recorded', error);
    }
  }

  // Arrow keys, Home and End move between the questions, as the WAI-ARIA accordion pattern suggests.
  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const triggers = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('button[data-faq-trigger]'));
    const at = triggers.indexOf(event.target as HTMLButtonElement);
    if (at === -1) return;
    const to = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: triggers.length - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    triggers[(to + triggers.length) % triggers.length].focus();
  }

  return (
    <div className="space-y-8" onKeyDown={handleKeyDown}>
      {groups.map((group) => (
        <div key={group.category}>
          {group.label ? (
            <h2 id={`faq-${group.category}`} className="mb-3 text-xl font-bold text-brand-900">
              {group.label}
            </h2>
          ) : null}
          <div className="divide-y divide-gray-200 rounded-xl border border-gray-200 bg-white">
            {group.items.map((faq) => {
              const isOpen = open === faq.id;
              const state = isOpen ? 'open' : 'closed';
              const triggerId = `${baseId}-question-${faq.id}`;
              const panelId = `${baseId}-answer-${faq.id}`;
              return (
                <div key={faq.id} data-state={state} className="group">
                  <h3 className="m-0">
                    <button
                      type="button"
                      id={triggerId}
                      data-faq-trigger
                      data-state={state}
                      aria-expanded={isOpen}
                      aria-controls={panelId}
                      onClick={() => handleChange(isOpen ? '' : faq.id)}
                      className="faq-question"
                    >
                      <span>{faq.question}</span>
                      <ChevronDown className="faq-chevron" aria-hidden="true" />
                    </button>
                  </h3>
                  <div
                    id={panelId}
                    role="region"
                    aria-labelledby={triggerId}
                    data-state={state}
                    hidden={!isOpen}
                    className="px-5 pb-5"
                  >
                    <p className="text-base leading-7 whitespace-pre-line text-gray-700">{faq.answer}</p>
                    <p className="mt-3 flex items-center gap-1.5 text-xs text-gray-600">
                      <Eye className="h-3.5 w-3.5" aria-hidden="true" />
                      <span data-testid="faq-views">{formatViews(views[faq.id])} views</span>
                    </p>
                  </div>
                </div>
              );
            })}
          </div>
        </div>
      ))}
    </div>
  );
}
