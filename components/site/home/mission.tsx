import { iconHtml } from '@/components/icons/icon';
import { HtmlFragment } from '@/components/ui/html-fragment';
import type { HeadlineStat } from '@/lib/home/content';
import { html } from '@/lib/html/fragment';

const PRINCIPLES = [
  {
    icon: 'compass',
    title: 'Direction, not pressure',
    text: 'A shortlist that fits your scores, budget and goals, never a hard sell.',
  },
  {
    icon: 'shield-check',
    title: 'Figures you can check',
    text: 'Fees, packages and cut-offs carry their year and source, or say they are not published.',
  },
  {
    icon: 'scale',
    title: 'Every aspirant counts',
    text: 'Freshers and working professionals, metros and small towns, first attempt or third.',
  },
];

const PRINCIPLES_HTML = html`${PRINCIPLES.map(
  ({ icon, title, text }) =>
    html`<li class="flex gap-4">
      <span class="flex h-11 w-11 shrink-0 items-center justify-center rounded-lg bg-brand-800">
        ${iconHtml(icon, 'h-5 w-5 text-saffron-300')}
      </span>
      <span>
        <span class="block font-semibold">${title}</span>
        <span class="block text-sm leading-6 text-brand-100">${text}</span>
      </span>
    </li>`,
)}`;

/** Mission and the headline figures (spec §1), the latter from site settings with the spec's as fallback. */
export function Mission({ stats }: { stats: HeadlineStat[] }) {
  return (
    <section aria-labelledby="mission-heading" className="bg-brand-900 text-white">
      <div className="container-page py-12 sm:py-16">
        <div className="grid gap-10 lg:grid-cols-2">
          <div>
            <p className="text-sm font-semibold tracking-wide text-saffron-300 uppercase">Our mission</p>
            <h2 id="mission-heading" className="mt-1 text-2xl font-bold tracking-tight sm:text-3xl">
              Honest guidance for every MBA aspirant in India
            </h2>
            <p className="mt-4 text-base leading-7 text-brand-100">
              Choosing a B-school is one of the largest financial decisions a young professional makes. We put the facts in one
              calm place and help you read them, so that your decision rests on evidence rather than on advertising.
            </p>
          </div>
          <HtmlFragment as="ul" className="grid gap-4" html={PRINCIPLES_HTML} />
        </div>
        <HtmlFragment
          as="dl"
          className="mt-12 grid grid-cols-2 gap-6 border-t border-brand-700 pt-10 sm:grid-cols-3 lg:grid-cols-5"
          html={html`${stats.map(
            (stat) =>
              html`<div>
                <dt class="text-sm text-brand-100">${stat.label}</dt>
                <dd class="tabular mt-1 text-3xl font-bold text-white">${stat.value}</dd>
              </div>`,
          )}`}
        />
      </div>
    </section>
  );
}
