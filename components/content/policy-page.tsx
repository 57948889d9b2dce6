import type { ReactNode } from 'react';
import { formatDate } from '@/lib/format/dates';
import { PageIntro } from './page-intro';
import { PolicyContents } from './policy-contents';
import { Prose } from './prose';

/** Privacy, terms and cookies share one frame: intro, last-revised date, contents beside the text. */
export function PolicyPage({
  title,
  intro,
  updated,
  sections,
  children,
}: {
  title: string;
  intro: ReactNode;
  updated: string;
  sections: { id: string; title: string }[];
  children: ReactNode;
}) {
  return (
    <>
      <PageIntro
        eyebrow="Policies"
        title={title}
        meta={
          <>
            Last updated <time dateTime={updated}>{formatDate(updated)}</time>
          </>
        }
      >
        {intro}
      </PageIntro>
      <div className="container-page grid gap-8 py-10 lg:grid-cols-[16rem_1fr]">
        <div>
          <PolicyContents sections={sections} />
        </div>
        <Prose className="[&>h2:first-child]:mt-0">{children}</Prose>
      </div>
    </>
  );
}
