import type { ReactNode } from 'react';

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

/** One term and its value in a bordered list of facts. */
export function FactRow({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <div className="grid gap-1 px-4 py-3 sm:grid-cols-3 sm:gap-4">
      <dt className="font-medium text-gray-700">{term}</dt>
      <dd className="text-gray-900 sm:col-span-2">{children}</dd>
    </div>
  );
}
