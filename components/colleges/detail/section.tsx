import type { ReactNode } from 'react';
import { HtmlFragment } from '@/components/ui/html-fragment';
import { NOT_PUBLISHED } from '@/lib/format/numbers';
import { html, type Html } from '@/lib/html/fragment';

/** A titled block of the college page; the id is the target of the on-page contents links. */
export function DetailSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-24">
      <h2 id={`${id}-heading`} className="text-xl font-bold text-brand-900 sm:text-2xl">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/**
 * A table that scrolls sideways inside its card on narrow screens, never the page. The scroll box is focusable
 * and named so keyboard users can scroll it too. It is positioned so that absolutely positioned screen-reader
 * text inside the table is clipped by it instead of widening the page.
 */
export function TableCard({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="relative overflow-x-auto rounded-xl border border-gray-200 bg-white"
    >
      {children}
    </div>
  );
}

interface DetailTableProps {
  /** The scroll box's accessible name ("Programmes table"). */
  label: string;
  /** The narrowest the table may get before it scrolls, as a class (`min-w-[44rem]`). */
  minWidth: string;
  caption: string;
  columns: readonly string[];
  /** The body's rows, each a `<tr>` whose first cell is its row header (`<th scope="row">`). */
  rows: readonly Html[];
}

/**
 * A table of the college page in its TableCard. The table is an HTML fragment (lib/html/fragment.ts): nothing in it
 * changes after the server sent it, and as React elements its cells were most of the page's payload.
 */
export function DetailTable({ label, minWidth, caption, columns, rows }: DetailTableProps) {
  return (
    <TableCard label={label}>
      <HtmlFragment
        as="table"
        className={`w-full ${minWidth} divide-y divide-gray-200`}
        html={html`<caption class="sr-only">
            ${caption}
          </caption>
          <thead class="bg-gray-50">
            <tr>
              ${columns.map((column) => html`<th scope="col" class="detail-th">${column}</th>`)}
            </tr>
          </thead>
          <tbody class="divide-y divide-gray-100">
            ${rows}
          </tbody>`}
      />
    </TableCard>
  );
}

export const NOT_PUBLISHED_HTML = html`<span class="text-gray-600">${NOT_PUBLISHED}</span>`;

/** Plain text from the database in paragraphs (it carries no markup; blank lines separate paragraphs). */
export function Paragraphs({ text }: { text: string }) {
  return (
    <div className="space-y-3 text-base leading-7 text-gray-700">
      {text
        .split(/\n\s*\n/)
        .map((p) => p.trim())
        .filter(Boolean)
        .map((p, i) => (
          <p key={i}>{p}</p>
        ))}
    </div>
  );
}
