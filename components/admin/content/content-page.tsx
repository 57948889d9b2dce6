import type { ReactNode } from 'react';

interface ContentPageProps {
  title: string;
  description?: ReactNode;
  /** Buttons beside the title, e.g. "New college". */
  actions?: ReactNode;
  children: ReactNode;
}

/** A back-office content screen: its heading, what it is for, its main actions, then the content. */
export function ContentPage({ title, description, actions, children }: ContentPageProps) {
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-brand-900">{title}</h1>
          {description ? <p className="mt-1 text-sm text-gray-700">{description}</p> : null}
        </div>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
      {children}
    </div>
  );
}
