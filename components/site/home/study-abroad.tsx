import type { StudyAbroadCountry } from '@/lib/home/content';
import { SectionHeading } from './section-heading';

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
        <ul className="mt-8 grid gap-4 md:grid-cols-3">
          {countries.map((c) => (
            <li key={c.code} className="flex flex-col rounded-xl border border-gray-200 bg-white p-6">
              <h3 className="flex items-center gap-3 text-lg font-semibold text-brand-900">
                <span
                  aria-hidden="true"
                  className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-800"
                >
                  {c.code}
                </span>
                {c.country}
              </h3>
              <dl className="mt-5 grid grid-cols-3 gap-3 text-center">
                <div className="rounded-lg bg-brand-50 p-2">
                  <dt className="text-xs text-gray-700">Programmes</dt>
                  <dd className="tabular mt-1 font-bold text-brand-900">{c.programmes}</dd>
                </div>
                <div className="rounded-lg bg-brand-50 p-2">
                  <dt className="text-xs text-gray-700">Average cost</dt>
                  <dd className="tabular mt-1 font-bold text-brand-900">{c.averageCost}</dd>
                </div>
                <div className="rounded-lg bg-brand-50 p-2">
                  <dt className="text-xs text-gray-700">Duration</dt>
                  <dd className="mt-1 font-bold text-brand-900">{c.duration}</dd>
                </div>
              </dl>
              <h4 className="mt-5 text-sm font-semibold text-gray-800">Top schools</h4>
              <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-gray-700">
                {c.topSchools.map((school) => (
                  <li key={school}>{school}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
        <p className="mt-4 text-xs text-gray-600">
          Average costs are planning figures for tuition across the programme, not published fees of any one school;
          &ldquo;programmes&rdquo; counts those our counsellors advise on.
        </p>
      </div>
    </section>
  );
}
