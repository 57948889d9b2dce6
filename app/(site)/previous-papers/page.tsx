import Link from 'next/link';
import { PageIntro } from '@/components/content/page-intro';
import { Prose } from '@/components/content/prose';
import { ShieldAlert } from '@/components/icons/shield-alert';
import { displayUrl, OFFICIAL_EXAM_SITES } from '@/lib/content/official-sites';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({
  title: 'Previous papers and official mock tests',
  description:
    'Which past CAT, XAT, NMAT, SNAP and MAT papers and official mock tests exist, where the exam bodies publish them, and how to practise with them well.',
  path: '/previous-papers',
});

/** What each conducting body publishes itself, as far as its own website shows; nothing is hosted here. */
const availability: Record<string, { mock: string; papers: string }> = {
  cat: {
    mock: 'A free official mock test in the real exam interface, published on the CAT website a few weeks before the exam.',
    papers:
      'No public archive of past papers. After each exam, candidates can see their response sheet and the provisional answer key on the CAT website during the objection window.',
  },
  xat: {
    mock: 'A free mock test on the XAT website ahead of the exam.',
    papers: 'No official archive; the “XAT papers” online are reconstructed from candidates’ memory.',
  },
  nmat: {
    mock: 'Official practice material from GMAC on mba.com, including a practice exam, with further official guides and practice tests for sale.',
    papers: 'Not published: NMAT draws each test from a question bank, so there is no fixed “paper”.',
  },
  snap: {
    mock: 'Mock tests on the SNAP website before the test days.',
    papers: 'No official archive; papers online are memory-based.',
  },
  mat: {
    mock: 'Check the MAT website for the information bulletin and any practice material AIMA releases for your session.',
    papers: 'No official archive; MAT runs several sessions a year with different papers.',
  },
};

export default function PreviousPapersPage() {
  return (
    <>
      <PageIntro eyebrow="Practice material" title="Previous papers and official mock tests">
        <p>
          The best practice material is what the exam bodies publish themselves. Here is what exists for each MBA entrance exam
          and where to find it. We do not host copies: the official websites below are the source.
        </p>
      </PageIntro>

      <div className="container-page py-10">
        <section aria-labelledby="by-exam">
          <h2 id="by-exam" className="text-2xl font-bold text-brand-900">
            What is published, exam by exam
          </h2>
          <div className="mt-4 overflow-x-auto rounded-xl border border-gray-200">
            <table className="w-full min-w-[44rem] text-left text-sm">
              <caption className="sr-only">Official mock tests and past papers by exam</caption>
              <thead className="bg-gray-50 text-gray-700">
                <tr>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Exam
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Official mock or practice test
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Past papers
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Where
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-gray-200 align-top">
                {OFFICIAL_EXAM_SITES.map((exam) => (
                  <tr key={exam.slug}>
                    <th scope="row" className="px-4 py-3 font-semibold text-brand-900">
                      {exam.name}
                      <span className="block text-xs font-normal text-gray-600">{exam.body}</span>
                    </th>
                    <td className="px-4 py-3 text-gray-700">{availability[exam.slug]?.mock}</td>
                    <td className="px-4 py-3 text-gray-700">{availability[exam.slug]?.papers}</td>
                    <td className="px-4 py-3">
                      <a href={exam.url} className="link" rel="noopener noreferrer">
                        {displayUrl(exam.url)}
                      </a>
                      <Link href={`/exams/${exam.slug}`} className="mt-1 block link">
                        Our {exam.name} guide
                      </Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="mt-3 text-sm text-gray-600">
            Exam bodies change what they publish from year to year; the official website of your cycle is always right.
          </p>
        </section>

        <Prose className="mt-6">
          <h2 id="unofficial">About &ldquo;previous year papers&rdquo; you find online</h2>
          <p>
            Most papers shared as &ldquo;CAT 2024 slot 1&rdquo; or &ldquo;XAT 2025 paper&rdquo; are reconstructed by coaching
            institutes from what candidates remember, or from the answer-key window. They are useful practice, but questions may
            be reworded or missing, and the answers are the institute&rsquo;s, not the exam body&rsquo;s.
          </p>
          <p>
            Patterns also change. CAT 2025, for example, had 68 questions in 120 minutes; older papers had different counts and
            timings. Practise old questions for their ideas, and use the current pattern for full-length timing (see our{' '}
            <Link href="/exams">exam guides</Link>).
          </p>

          <h2 id="how-to-practise">How to get the most from a paper</h2>
          <ol>
            <li>Sit it in one go, timed exactly as the real exam, with sectional limits where the exam has them.</li>
            <li>Score it with the exam&rsquo;s own marking scheme, negative marks included.</li>
            <li>
              Spend at least as long analysing as you spent writing: why each mistake happened, and which questions you should
              have skipped.
            </li>
            <li>Keep a log of question types that cost you time, and revisit them before your next mock.</li>
          </ol>
          <p>
            When you have used the official material, our <Link href="/mock-tests">mock tests</Link> give you more timed papers in
            each exam&rsquo;s style.
          </p>
        </Prose>

        <aside className="mt-10 flex max-w-3xl gap-3 rounded-xl border border-warning-700/30 bg-warning-50 p-4 text-sm text-gray-800">
          <ShieldAlert className="mt-0.5 h-5 w-5 shrink-0 text-warning-700" aria-hidden="true" />
          <p>
            <strong className="font-semibold">Be careful with &ldquo;leaked&rdquo; papers.</strong> No genuine exam paper is sold
            before an exam. Offers of leaked or &ldquo;guaranteed&rdquo; questions are scams; report them to the exam body.
          </p>
        </aside>
      </div>
    </>
  );
}
