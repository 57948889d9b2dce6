import { BookOpen, ClipboardCheck, GraduationCap, Mail, MessagesSquare, Newspaper, type LucideIcon } from 'lucide-react';
import Link from 'next/link';

interface Section {
  href: string;
  title: string;
  text: string;
  icon: LucideIcon;
}

const sections: Section[] = [
  { href: '/colleges', title: 'Colleges', text: 'Fees, placements, cut-offs and exams accepted, side by side.', icon: GraduationCap },
  { href: '/exams', title: 'Exams', text: 'CAT, XAT, NMAT, SNAP and MAT: patterns, dates and eligibility.', icon: BookOpen },
  { href: '/mock-tests', title: 'Mock Tests', text: 'Timed practice in the real exam pattern, with scorecards.', icon: ClipboardCheck },
  { href: '/community', title: 'Community', text: 'Ask aspirants and alumni about colleges, exams and interviews.', icon: MessagesSquare },
  { href: '/blog', title: 'Blog', text: 'Preparation strategy, admission news and college reviews.', icon: Newspaper },
  { href: '/contact', title: 'Contact', text: 'Talk to a counsellor about your shortlist and applications.', icon: Mail },
];

export default function HomePage() {
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="container-page py-14 sm:py-20">
          <p className="text-sm font-semibold tracking-wide text-saffron-700 uppercase">MBA admissions in India</p>
          <h1 className="mt-3 max-w-3xl text-3xl font-bold tracking-tight text-brand-900 sm:text-5xl">
            Find your direction to the right MBA
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-8 text-gray-700">
            MBA Disha brings together what aspirants need in one calm place: college fees and placements with their
            year and source, entrance exam patterns and dates, mock tests, and guidance from counsellors who know
            Indian B-school admissions.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link href="/colleges" className="btn-primary px-6 text-base">
              Explore colleges
            </Link>
            <Link href="/exams" className="btn-secondary px-6 text-base">
              See entrance exams
            </Link>
          </div>
        </div>
      </section>

      <section aria-labelledby="sections-heading" className="container-page py-12">
        <h2 id="sections-heading" className="text-2xl font-bold text-brand-900">
          Start exploring
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {sections.map(({ href, title, text, icon: Icon }) => (
            <li key={href}>
              <Link
                href={href}
                className="group flex h-full gap-4 rounded-xl border border-gray-200 bg-white p-5 transition-colors hover:border-brand-300 hover:bg-brand-50"
              >
                <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700 group-hover:bg-white">
                  <Icon className="h-5 w-5" aria-hidden="true" />
                </span>
                <span>
                  <span className="block text-base font-semibold text-brand-900 group-hover:underline">{title}</span>
                  <span className="mt-1 block text-sm leading-6 text-gray-600">{text}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
