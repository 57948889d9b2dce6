import Link from 'next/link';
import { CheckCircle2 } from '@/components/icons/check-circle-2';
import { CircleDashed } from '@/components/icons/circle-dashed';
import { Clock3 } from '@/components/icons/clock-3';
import { Countdown } from '@/components/prelaunch/countdown';
import { SubscribeForm } from '@/components/site/subscribe-form';
import { getPublicSetting } from '@/lib/data/site-settings';
import { formatDate } from '@/lib/format/dates';
import { NEWSLETTER_CLOSED_MESSAGE } from '@/lib/newsletter/messages';
import { LAUNCH_AT } from '@/lib/prelaunch/countdown';
import { pageMetadata } from '@/lib/seo/metadata';
import { resolveFeatures } from '@/lib/settings/values';

export const metadata = pageMetadata({
  title: 'Launch dashboard',
  description:
    'MBA Disha’s launch dashboard: the launch date, what is ready today, what is coming next, and a waitlist to hear the moment everything opens.',
  path: '/prelaunch',
});

type Status = 'ready' | 'in-progress' | 'next';

const STATUS: Record<Status, { label: string; className: string; icon: typeof CheckCircle2 }> = {
  ready: { label: 'Ready', className: 'bg-success-50 text-success-700', icon: CheckCircle2 },
  'in-progress': { label: 'In progress', className: 'bg-warning-50 text-warning-700', icon: Clock3 },
  next: { label: 'Coming next', className: 'bg-gray-100 text-gray-700', icon: CircleDashed },
};

const checklist: { title: string; text: string; status: Status; href?: string }[] = [
  {
    title: 'College directory',
    text: 'Search and filter B-schools; fees, placements and cut-offs with year and source.',
    status: 'ready',
    href: '/colleges',
  },
  {
    title: 'Entrance exam guides',
    text: 'CAT, XAT, NMAT, SNAP and MAT: pattern, dates, fees and eligibility.',
    status: 'ready',
    href: '/exams',
  },
  {
    title: 'Blog and video library',
    text: 'Preparation strategy, admission guides and expert videos.',
    status: 'ready',
    href: '/blog',
  },
  {
    title: 'FAQ and contact',
    text: 'Answers to common questions, and a counsellor a message away.',
    status: 'ready',
    href: '/contact',
  },
  {
    title: 'Mock test catalogue',
    text: 'Every paper’s questions, timing and sections are listed.',
    status: 'ready',
    href: '/mock-tests',
  },
  { title: 'Accounts and favourites', text: 'Sign up, keep a profile, save colleges and articles.', status: 'in-progress' },
  { title: 'Taking mock tests online', text: 'Timer, question palette and scorecards.', status: 'next' },
  {
    title: 'Posting in the community',
    text: 'Start threads and reply; reading is open now.',
    status: 'next',
    href: '/community',
  },
];

export default async function PrelaunchPage() {
  const { newsletter_signup: newsletterOpen } = resolveFeatures(await getPublicSetting('features'));
  const ready = checklist.filter((c) => c.status === 'ready').length;
  return (
    <>
      <section className="bg-brand-900">
        <div className="container-page grid gap-8 py-12 sm:py-16 lg:grid-cols-2 lg:items-center">
          <div>
            <p className="text-sm font-semibold tracking-wide text-saffron-300 uppercase">Launch dashboard</p>
            <h1 className="mt-2 text-3xl font-bold tracking-tight text-white sm:text-4xl">
              MBA Disha is getting ready to launch
            </h1>
            <p className="mt-4 max-w-xl text-lg leading-8 text-brand-100">
              Our full launch is on{' '}
              <time dateTime={LAUNCH_AT} className="font-semibold text-white">
                {formatDate(LAUNCH_AT)}
              </time>
              . Much of the site is open already; here is where everything stands.
            </p>
          </div>
          <Countdown launchAt={LAUNCH_AT} />
        </div>
      </section>

      <div className="container-page grid gap-10 py-10 lg:grid-cols-[1fr_24rem]">
        <section aria-labelledby="checklist-heading">
          <h2 id="checklist-heading" className="text-2xl font-bold text-brand-900">
            What is ready
          </h2>
          <p className="mt-1 text-gray-700">
            {ready} of {checklist.length} parts are live today.
          </p>
          <ul className="mt-5 space-y-3">
            {checklist.map((item) => {
              const { label, className, icon: Icon } = STATUS[item.status];
              return (
                <li
                  key={item.title}
                  className="flex flex-col gap-2 rounded-xl border border-gray-200 bg-white p-4 sm:flex-row sm:items-start sm:justify-between"
                >
                  <div>
                    <h3 className="font-semibold text-brand-900">
                      {item.href && item.status === 'ready' ? (
                        <Link href={item.href} className="underline-offset-4 hover:underline">
                          {item.title}
                        </Link>
                      ) : (
                        item.title
                      )}
                    </h3>
                    <p className="mt-1 text-sm text-gray-700">{item.text}</p>
                  </div>
                  <span
                    className={`inline-flex shrink-0 items-center gap-1.5 self-start rounded-full px-2.5 py-1 text-xs font-semibold ${className}`}
                  >
                    <Icon className="h-3.5 w-3.5" aria-hidden="true" />
                    {label}
                  </span>
                </li>
              );
            })}
          </ul>
        </section>

        <section aria-labelledby="waitlist-heading" className="self-start rounded-2xl border border-brand-100 bg-brand-50 p-6">
          <h2 id="waitlist-heading" className="text-xl font-bold text-brand-900">
            Join the waitlist
          </h2>
          <p className="mt-2 mb-4 text-sm leading-6 text-gray-700">
            One e-mail when everything opens, then our regular exam-date and admission updates. Unsubscribe any time; see the{' '}
            <Link href="/privacy" className="link">
              privacy policy
            </Link>
            .
          </p>
          {newsletterOpen ? (
            <SubscribeForm source="prelaunch" />
          ) : (
            <p className="text-sm text-gray-700">{NEWSLETTER_CLOSED_MESSAGE}</p>
          )}
        </section>
      </div>
    </>
  );
}
