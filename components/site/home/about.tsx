import Link from 'next/link';
import { iconHtml } from '@/components/icons/icon';
import { HtmlFragment } from '@/components/ui/html-fragment';
import { html } from '@/lib/html/fragment';

const OFFERS = [
  {
    icon: 'graduation-cap',
    title: 'College search',
    text: 'Fees, placements, cut-offs and exams accepted, side by side.',
    href: '/colleges',
  },
  {
    icon: 'book-open',
    title: 'Exam guides',
    text: 'Patterns, dates and eligibility for CAT, XAT, NMAT, SNAP and MAT.',
    href: '/exams',
  },
  {
    icon: 'clipboard-check',
    title: 'Mock tests',
    text: 'Timed practice in the exam pattern, with section-wise scorecards.',
    href: '/mock-tests',
  },
  {
    icon: 'messages-square',
    title: 'Counselling',
    text: 'One-to-one help with your shortlist, applications and interviews.',
    href: '/contact',
  },
];

const OFFERS_HTML = html`${OFFERS.map(
  ({ icon, title, text, href }) =>
    html`<li>
      <a
        href="${href}"
        class="group flex h-full gap-4 rounded-xl border border-gray-200 bg-white p-5 hover:border-brand-300 hover:bg-brand-50"
      >
        <span
          class="flex h-11 w-11 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700 group-hover:bg-white"
        >
          ${iconHtml(icon, 'h-5 w-5')}
        </span>
        <span>
          <span class="block font-semibold text-brand-900 group-hover:underline">${title}</span>
          <span class="mt-1 block text-sm leading-6 text-gray-700">${text}</span>
        </span>
      </a>
    </li>`,
)}`;

/** Who we are and what the platform offers. */
export function About() {
  return (
    <section aria-labelledby="about-heading" className="container-page grid gap-10 py-12 sm:py-16 lg:grid-cols-[1fr_1.3fr]">
      <div>
        <p className="text-sm font-semibold tracking-wide text-saffron-700 uppercase">About MBA Disha</p>
        <h2 id="about-heading" className="mt-1 text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl">
          Everything for your MBA journey, in one place
        </h2>
        <p className="mt-4 text-base leading-7 text-gray-700">
          “Disha” means direction. MBA Disha began with counsellors who kept answering the same questions for aspirants and their
          parents: which exams to take, which colleges are worth the fees, and what the placement figures really say. The platform
          gathers those answers with their sources and adds practice and personal guidance on top.
        </p>
        <Link href="/about" className="mt-4 inline-block link">
          More about us →
        </Link>
      </div>
      <HtmlFragment as="ul" className="grid gap-4 sm:grid-cols-2" html={OFFERS_HTML} />
    </section>
  );
}
