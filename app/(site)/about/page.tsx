import Link from 'next/link';
import { PageIntro } from '@/components/content/page-intro';
import { Prose } from '@/components/content/prose';
import { BadgeCheck } from '@/components/icons/badge-check';
import { BookOpen } from '@/components/icons/book-open';
import { ClipboardCheck } from '@/components/icons/clipboard-check';
import { Compass } from '@/components/icons/compass';
import { GraduationCap } from '@/components/icons/graduation-cap';
import type { IconComponent } from '@/components/icons/icon';
import { MessagesSquare } from '@/components/icons/messages-square';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({
  title: 'About us',
  description:
    'Why MBA Disha exists, what it offers MBA aspirants in India, how we source every fee, placement and cut-off figure, and who our counsellors are.',
  path: '/about',
});

const offers: { icon: IconComponent; title: string; text: string; href: string; cta: string }[] = [
  {
    icon: GraduationCap,
    title: 'College pages you can compare',
    text: 'Fees, placements, cut-offs, exams accepted and the admission process of Indian B-schools, each figure with its year and source.',
    href: '/colleges',
    cta: 'Browse colleges',
  },
  {
    icon: BookOpen,
    title: 'Entrance exam guides',
    text: 'CAT, XAT, NMAT, SNAP and MAT: pattern, sections, marking, dates, fees and eligibility for the current cycle.',
    href: '/exams',
    cta: 'Read the exam guides',
  },
  {
    icon: ClipboardCheck,
    title: 'Mock tests',
    text: 'Timed practice papers modelled on each exam, so test day holds no surprises.',
    href: '/mock-tests',
    cta: 'See the mock tests',
  },
  {
    icon: MessagesSquare,
    title: 'A community of aspirants',
    text: 'Questions and answers about preparation, colleges, GD-PI and careers, moderated to stay useful and kind.',
    href: '/community',
    cta: 'Visit the community',
  },
];

export default function AboutPage() {
  return (
    <>
      <PageIntro eyebrow="About us" title="About MBA Disha">
        <p>
          <em>Disha</em> means direction. MBA Disha helps aspirants across India choose the right entrance exams and the right
          B-schools, with information that is sourced, dated and free to read.
        </p>
      </PageIntro>

      <div className="container-page py-10">
        <Prose className="[&>h2:first-child]:mt-0">
          <h2 id="mission">Our mission</h2>
          <p>
            Every year lakhs of graduates and young professionals sit CAT, XAT, NMAT, SNAP or MAT. Most of them make a decision
            worth several lakh rupees and two years of their life on the strength of forwarded messages, coaching-centre brochures
            and rankings they cannot check. We want every aspirant, wherever they live and whatever they can spend, to decide with
            the same facts a well-connected applicant would have.
          </p>
        </Prose>

        <section aria-labelledby="what-we-do" className="mt-12">
          <h2 id="what-we-do" className="text-2xl font-bold text-brand-900">
            What we do
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2">
            {offers.map(({ icon: Icon, title, text, href, cta }) => (
              <li key={href} className="flex gap-4 rounded-xl border border-gray-200 bg-white p-5">
                <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                  <Icon className="h-5 w-5" aria-hidden="true" />
                </span>
                <div>
                  <h3 className="font-semibold text-brand-900">{title}</h3>
                  <p className="mt-1 text-sm leading-6 text-gray-700">{text}</p>
                  <Link href={href} className="mt-2 inline-flex min-h-11 items-center text-sm link">
                    {cta}
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        </section>

        <Prose className="mt-4">
          <h2 id="honest-data">Our honest-data policy</h2>
          <p>Numbers decide applications, so we hold ours to a few plain rules:</p>
          <ul>
            <li>
              <strong>Every figure has a year and a source.</strong> Fees, average and highest packages, cut-offs and exam dates
              are shown with the cycle they belong to and where they were published, so you can check them.
            </li>
            <li>
              <strong>No figure is invented.</strong> When a college has not published a number, the page says &ldquo;Not
              published&rdquo;. We never fill the gap with an estimate dressed up as a fact, and never with a zero.
            </li>
            <li>
              <strong>Estimates are labelled.</strong> Where only a third-party estimate exists (a coaching institute&rsquo;s
              guess at a cut-off, say), we say whose estimate it is.
            </li>
            <li>
              <strong>Expected dates are marked as expected</strong> until the conducting body publishes its notice.
            </li>
            <li>
              <strong>Colleges cannot buy a better page.</strong> Ratings and the order of lists are never for sale.
            </li>
            <li>
              <strong>Corrections are welcome.</strong> If you spot an error, <Link href="/contact">tell us</Link> with a link to
              the source and we will fix it.
            </li>
          </ul>
          <p>Even so, admission rules change every year: always confirm on the official website before you apply.</p>

          <h2 id="counsellors">Our counsellors</h2>
          <p>
            Our counselling team is made up of MBA graduates and admission advisers who have worked with aspirants from
            engineering, commerce, arts and science backgrounds, freshers as well as candidates with work experience. They help
            you build a realistic shortlist from your scores and profile, plan applications around exam and deadline dates, and
            prepare for written ability tests, group discussions and interviews.
          </p>
          <p>
            Counsellors work from the same sourced data you see on this site. They will tell you when a college is a stretch, and
            they will never ask you to pay a college or an agent for a &ldquo;guaranteed&rdquo; seat: no such thing exists.
          </p>
        </Prose>

        <aside className="mt-12 flex flex-col gap-4 rounded-2xl bg-brand-900 p-6 text-white sm:flex-row sm:items-center sm:justify-between sm:p-8">
          <div className="flex gap-4">
            <Compass className="mt-1 h-6 w-6 shrink-0 text-saffron-300" aria-hidden="true" />
            <div>
              <h2 className="text-xl font-semibold">Not sure where to start?</h2>
              <p className="mt-1 text-brand-100">Tell us your exam plans and profile, and a counsellor will call you back.</p>
            </div>
          </div>
          <Link href="/contact?type=consultation" className="btn-primary shrink-0 px-6">
            <BadgeCheck className="h-4 w-4" aria-hidden="true" />
            Request a consultation
          </Link>
        </aside>
      </div>
    </>
  );
}
