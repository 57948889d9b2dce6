import { Compass } from '@/components/icons/compass';
import { Scale } from '@/components/icons/scale';
import { ShieldCheck } from '@/components/icons/shield-check';
import type { HeadlineStat } from '@/lib/home/content';

const PRINCIPLES = [
  {
    icon: Compass,
    title: 'Direction, not pressure',
    text: 'A shortlist that fits your scores, budget and goals, never a hard sell.',
  },
  {
    icon: ShieldCheck,
    title: 'Figures you can check',
    text: 'Fees, packages and cut-offs carry their year and source, or say they are not published.',
  },
  {
    icon: Scale,
    title: 'Every aspirant counts',
    text: 'Freshers and working professionals, metros and small towns, first attempt or third.',
  },
];

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
          <ul className="grid gap-4">
            {PRINCIPLES.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex gap-4">
                <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-lg bg-brand-800">
                  <Icon className="h-5 w-5 text-saffron-300" aria-hidden="true" />
                </span>
                <span>
                  <span className="block font-semibold">{title}</span>
                  <span className="block text-sm leading-6 text-brand-100">{text}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
        <dl className="mt-12 grid grid-cols-2 gap-6 border-t border-brand-700 pt-10 sm:grid-cols-3 lg:grid-cols-5">
          {stats.map((stat) => (
            <div key={stat.key}>
              <dt className="text-sm text-brand-100">{stat.label}</dt>
              <dd className="tabular mt-1 text-3xl font-bold text-white">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
