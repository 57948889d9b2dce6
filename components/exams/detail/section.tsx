import type { ReactNode } from 'react';
import { HtmlFragment } from '@/components/ui/html-fragment';
import { html, type HtmlValue } from '@/lib/html/fragment';

/** A titled block of the exam page, named by its heading for assistive technology. */
export function ExamSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="mb-4 text-2xl font-bold text-brand-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** One term and its value. */
export type Fact = readonly [term: string, value: HtmlValue];

/**
 * Terms and their values as a bordered list, one HTML fragment (lib/html/fragment.ts): nothing in it changes after
 * the server sent it.
 */
export function FactList({ facts, className = '' }: { facts: readonly Fact[]; className?: string }) {
  return (
    <HtmlFragment
      as="dl"
      className={`divide-y divide-gray-200 rounded-xl border border-gray-200 text-sm ${className}`.trim()}
      html={html`${facts.map(
        ([term, value]) =>
          html`<div class="grid gap-1 px-4 py-3 sm:grid-cols-3 sm:gap-4">
            <dt class="font-medium text-gray-700">${term}</dt>
            <dd class="text-gray-900 sm:col-span-2">${value}</dd>
          </div>`,
      )}`}
    />
  );
}
