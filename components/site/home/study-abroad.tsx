import { HtmlFragment } from '@/components/ui/html-fragment';
import type { StudyAbroadCountry } from '@/lib/home/content';
import { html } from '@/lib/html/fragment';
import { SectionHeading } from './section-heading';

const countryFigure = (label: string, value: string, tabular: boolean) =>
  html`<div class="rounded-lg bg-brand-50 p-2">
    <dt class="text-xs text-gray-700">${label}</dt>
    <dd class="${tabular ? 'tabular mt-1 font-bold text-brand-900' : 'mt-1 font-bold text-brand-900'}">${value}</dd>
  </div>`;

const countryCard = (c: StudyAbroadCountry) =>
  html`<li class="flex flex-col rounded-xl border border-gray-200 bg-white p-6">
    <h3 class="flex items-center gap-3 text-lg font-semibold text-brand-900">
      <span
        aria-hidden="true"
        class="flex h-10 w-10 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-800"
        >${c.code}</span
      >
      ${c.country}
    </h3>
    <dl class="mt-5 grid grid-cols-3 gap-3 text-center">
      ${countryFigure('Programmes', c.programmes, true)}${countryFigure('Average cost', c.averageCost, true)}${countryFigure('Duration', c.duration, false)}
    </dl>
    <h4 class="mt-5 text-sm font-semibold text-gray-800">Top schools</h4>
    <ul class="mt-2 list-disc space-y-1 pl-5 text-sm text-gray-700">
      ${c.topSchools.map((school) => html`<li>${school}</li>`)}
    </ul>
  </li>`;

/** United States, United Kingdom and Canada with the spec's planning averages (spec §1, §9). */
export function StudyAbroad({ countries }: { countries: StudyAbroadCountry[] }) {
  return (
    <section aria-labelledby="abroad-heading" className="bg-gray-50">
      <div className="container-page py-12 sm:py-16">
        <SectionHeading
          id="abroad-heading"
          eyebrow="Study abroad"
          title="Thinking of an MBA abroad?"
          intro="Our counsellors also guide applications to business schools in the United States, the United Kingdom and Canada."
        />
        <HtmlFragment as="ul" className="mt-8 grid gap-4 md:grid-cols-3" html={html`${countries.map(countryCard)}`} />
        <p className="mt-4 text-xs text-gray-600">
          Average costs are planning figures for tuition across the programme, not published fees of any one school;
          &ldquo;programmes&rdquo; counts those our counsellors advise on.
        </p>
      </div>
    </section>
  );
}
