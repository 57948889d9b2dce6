import Link from 'next/link';
import { PageIntro } from '@/components/content/page-intro';
import { BookOpen } from '@/components/icons/book-open';
import { ClipboardCheck } from '@/components/icons/clipboard-check';
import { FileText } from '@/components/icons/file-text';
import { GraduationCap } from '@/components/icons/graduation-cap';
import { HelpCircle } from '@/components/icons/help-circle';
import type { IconComponent } from '@/components/icons/icon';
import { MessagesSquare } from '@/components/icons/messages-square';
import { PlayCircle } from '@/components/icons/play-circle';
import { displayUrl, OFFICIAL_EXAM_SITES } from '@/lib/content/official-sites';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({
  title: 'Study resources',
  description:
    'Free MBA preparation resources in one place: CAT, XAT, NMAT, SNAP and MAT guides, official exam websites, college comparisons, mock tests, videos and blog guides by topic.',
  path: '/resources',
});

interface Guide {
  href: string;
  title: string;
  text: string;
  icon: IconComponent;
}

const practice: Guide[] = [
  { href: '/mock-tests', title: 'Mock tests', text: 'Timed papers in each exam’s pattern.', icon: ClipboardCheck },
  { href: '/previous-papers', title: 'Previous papers', text: 'Where official papers and mocks are published.', icon: FileText },
  { href: '/videos', title: 'Video lessons', text: 'Concepts and strategy from experienced faculty.', icon: PlayCircle },
];

const help: Guide[] = [
  {
    href: '/faq',
    title: 'Frequently asked questions',
    text: 'Quick answers on exams, admissions and the site.',
    icon: HelpCircle,
  },
  { href: '/community', title: 'Community', text: 'What other aspirants are asking and answering.', icon: MessagesSquare },
  {
    href: '/colleges',
    title: 'Compare colleges',
    text: 'Fees, placements and cut-offs with year and source.',
    icon: GraduationCap,
  },
];

/** Blog categories; the blog list filters on the category name. */
const blogTopics: { category: string; text: string }[] = [
  { category: 'Exam Strategy', text: 'Patterns, section strategy and mock analysis.' },
  { category: 'Admissions', text: 'Shortlists, calendars, WAT, GD and interviews.' },
  { category: 'College Guides', text: 'B-schools city by city.' },
  { category: 'Finance', text: 'Fees, return on investment, loans and scholarships.' },
  { category: 'Careers', text: 'Specialisations and work experience.' },
  { category: 'Study Abroad', text: 'MBA options in the US, UK and Canada.' },
];

const plan = [
  {
    when: '10–12 months before the exam',
    what: 'Read the exam guides, choose your exams, and take one diagnostic mock to see where you stand.',
  },
  {
    when: '6–10 months before',
    what: 'Build fundamentals section by section; read every day for verbal ability; one mock a fortnight.',
  },
  {
    when: '3–6 months before',
    what: 'A mock every week, each followed by a careful analysis; shortlist colleges and note their deadlines.',
  },
  {
    when: 'Last 3 months',
    what: 'Two mocks a week, revise weak topics, and prepare documents for registrations and applications.',
  },
  { when: 'After the exam', what: 'Apply, then prepare for WAT, GD and interviews while results and calls come in.' },
];

function GuideList({ items }: { items: Guide[] }) {
  return (
    <ul className="mt-4 grid gap-3 sm:grid-cols-3">
      {items.map(({ href, title, text, icon: Icon }) => (
        <li key={href}>
          <Link
            href={href}
            className="group flex h-full gap-3 rounded-xl border border-gray-200 bg-white p-4 hover:border-brand-300 hover:bg-brand-50"
          >
            <Icon className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
            <span>
              <span className="block font-semibold text-brand-900 group-hover:underline">{title}</span>
              <span className="mt-1 block text-sm text-gray-700">{text}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export default function ResourcesPage() {
  return (
    <>
      <PageIntro eyebrow="Resources" title="Study resources for MBA aspirants">
        <p>
          Everything on MBA Disha that helps you prepare, grouped by what you are trying to do, with the official sources beside
          it.
        </p>
      </PageIntro>

      <div className="container-page space-y-12 py-10">
        <section aria-labelledby="exams-heading">
          <h2 id="exams-heading" className="text-2xl font-bold text-brand-900">
            Entrance exam guides
          </h2>
          <p className="mt-2 max-w-3xl text-gray-700">
            Our guide to each exam covers pattern, sections, marking, dates, fees and eligibility. The conducting body&rsquo;s own
            website has the final word on every date and rule.
          </p>
          <div className="mt-4 overflow-x-auto rounded-xl border border-gray-200">
            <table className="w-full min-w-[32rem] text-left text-sm">
              <caption className="sr-only">Exam guides and official websites</caption>
              <thead className="bg-gray-50 text-gray-700">
                <tr>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Exam
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Conducted by
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Official website
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-gray-200">
                {OFFICIAL_EXAM_SITES.map((exam) => (
                  <tr key={exam.slug}>
                    <th scope="row" className="px-4 py-3">
                      <Link href={`/exams/${exam.slug}`} className="inline-flex min-h-11 items-center gap-2 link">
                        <BookOpen className="h-4 w-4" aria-hidden="true" />
                        {exam.name} guide
                      </Link>
                    </th>
                    <td className="px-4 py-3 text-gray-700">{exam.body}</td>
                    <td className="px-4 py-3">
                      <a href={exam.url} className="link" rel="noopener noreferrer">
                        {displayUrl(exam.url)}
                      </a>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>

        <section aria-labelledby="practice-heading">
          <h2 id="practice-heading" className="text-2xl font-bold text-brand-900">
            Practise
          </h2>
          <GuideList items={practice} />
        </section>

        <section aria-labelledby="blog-heading">
          <h2 id="blog-heading" className="text-2xl font-bold text-brand-900">
            Guides on the blog
          </h2>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {blogTopics.map((topic) => (
              <li key={topic.category} className="rounded-xl border border-gray-200 bg-white p-4">
                <Link
                  href={`/blog?category=${encodeURIComponent(topic.category)}`}
                  className="inline-flex min-h-11 items-center text-base link"
                >
                  {topic.category}
                </Link>
                <p className="text-sm text-gray-700">{topic.text}</p>
              </li>
            ))}
          </ul>
          <p className="mt-4">
            <Link href="/blog" className="inline-flex min-h-11 items-center link">
              All blog posts
            </Link>
          </p>
        </section>

        <section aria-labelledby="plan-heading">
          <h2 id="plan-heading" className="text-2xl font-bold text-brand-900">
            A preparation plan at a glance
          </h2>
          <ol className="mt-4 space-y-3">
            {plan.map((step, i) => (
              <li key={step.when} className="flex gap-4 rounded-xl border border-gray-200 bg-white p-4">
                <span
                  className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-800 text-sm font-semibold text-white"
                  aria-hidden="true"
                >
                  {i + 1}
                </span>
                <span>
                  <span className="block font-semibold text-brand-900">{step.when}</span>
                  <span className="mt-1 block text-gray-700">{step.what}</span>
                </span>
              </li>
            ))}
          </ol>
        </section>

        <section aria-labelledby="help-heading">
          <h2 id="help-heading" className="text-2xl font-bold text-brand-900">
            Questions and choices
          </h2>
          <GuideList items={help} />
        </section>
      </div>
    </>
  );
}
