import type { ReactNode } from 'react';

/** The top of a content page: an optional eyebrow, the page's single h1 and a short lead paragraph. */
export function PageIntro({
  eyebrow,
  title,
  children,
  meta,
}: {
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  meta?: ReactNode;
}) {
  return (
    <section className="border-b border-brand-100 bg-gradient-to-b from-brand-50 to-white">
      <div className="container-page py-10 sm:py-14">
        {eyebrow ? <p className="text-sm font-semibold tracking-wide text-saffron-700 uppercase">{eyebrow}</p> : null}
        <h1 className="mt-2 max-w-3xl text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{title}</h1>
        {children ? <div className="mt-4 max-w-3xl text-lg leading-8 text-gray-700">{children}</div> : null}
        {meta ? <p className="mt-4 text-sm text-gray-600">{meta}</p> : null}
      </div>
    </section>
  );
}
