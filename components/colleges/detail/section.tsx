import type { ReactNode } from 'react';

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

export const th = 'detail-th';
export const td = 'detail-td';

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

export function NotPublished() {
  return <span className="text-gray-600">Not published</span>;
}
