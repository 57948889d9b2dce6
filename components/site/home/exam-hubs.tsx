import { iconHtml } from '@/components/icons/icon';
import { HtmlFragment } from '@/components/ui/html-fragment';
import type { ExamHub } from '@/lib/data/home';
import { formatCount } from '@/lib/format/numbers';
import { html } from '@/lib/html/fragment';
import { SectionHeading } from './section-heading';

/** The applicant count with its cycle, or 'Not published' (a figure nobody published is never shown as one). */
function applicantsText(exam: ExamHub): string {
  if (exam.applicants === null) return formatCount(null);
  return `${formatCount(exam.applicants)}${exam.applicantsYear ? ` (${exam.applicantsYear})` : ''}`;
}

function applicantsSource(exam: ExamHub) {
  if (exam.applicants === null || !exam.applicantsSource) return null;
  const source = exam.applicantsSourceUrl
    ? html`<a
        href="${exam.applicantsSourceUrl}"
        rel="noopener noreferrer"
        target="_blank"
        class="relative z-10 underline hover:text-brand-800"
        >${exam.applicantsSource}<span class="sr-only"> (opens in a new tab)</span></a
      >`
    : exam.applicantsSource;
  return html`<p class="mt-2 text-xs text-gray-600">Source: ${source}</p>`;
}

const examCard = (exam: ExamHub) =>
  html`<li
    class="group relative flex h-full flex-col rounded-xl border border-gray-200 bg-white p-5 transition-colors hover:border-brand-300 hover:bg-brand-50"
  >
    <a href="${exam.href}" class="flex flex-col after:absolute after:inset-0 after:rounded-xl after:content-['']">
      <span class="text-xl font-bold text-brand-900 group-hover:underline">${exam.name}</span>
      <span class="mt-1 text-sm font-medium text-brand-700">${exam.fullName}</span>
    </a>
    <p class="mt-3 mb-auto line-clamp-4 text-sm leading-6 text-gray-700">${exam.description}</p>
    <dl class="mt-4 space-y-1 text-xs text-gray-700">
      <div class="flex justify-between gap-2">
        <dt>Difficulty</dt>
        <dd class="font-semibold text-brand-900">${exam.difficulty ?? 'Not rated'}</dd>
      </div>
      <div class="flex justify-between gap-2">
        <dt class="flex items-center gap-1">${iconHtml('users', 'h-3.5 w-3.5')}Applicants</dt>
        <dd class="tabular text-right font-semibold text-brand-900">${applicantsText(exam)}</dd>
      </div>
    </dl>
    ${applicantsSource(exam)}
    <span aria-hidden="true" class="mt-4 flex items-center gap-1 text-sm font-semibold text-brand-700">
      ${exam.name} guide ${iconHtml('arrow-right', 'h-4 w-4')}
    </span>
  </li>`;

/**
 * CAT, XAT, NMAT, SNAP and MAT, each card linking to /exams/{lower-case name} (spec §2). The whole card is the
 * exam link (its name stretched over the card); a published applicant count names its source, a link of its own
 * above the card's.
 */
export function ExamHubs({ exams }: { exams: ExamHub[] }) {
  return (
    <section aria-labelledby="exams-heading" className="container-page py-12 sm:py-16">
      <SectionHeading
        id="exams-heading"
        eyebrow="Entrance exams"
        title="Exam hubs"
        intro="Pattern, dates, fees, eligibility and preparation advice for each major MBA entrance exam."
        link={{ href: '/exams', label: 'All exams' }}
      />
      <HtmlFragment as="ul" className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-5" html={html`${exams.map(examCard)}`} />
    </section>
  );
}
