import Link from 'next/link';
import { FaqAccordion } from '@/components/site/faq/faq-accordion';
import { LoadError } from '@/components/site/load-error';
import { SampleNotice } from '@/components/site/sample-notice';
import { keepFallbackOutOfCache } from '@/lib/cache/fallback';
import { listFaqs } from '@/lib/data/faq';
import { settle } from '@/lib/data/settle';
import { groupByCategory } from '@/lib/faq/group';
import { JsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { faqPage } from '@/lib/seo/structured-data';

export const metadata = pageMetadata({
  title: 'Frequently asked questions',
  description:
    'Answers about MBA Disha, MBA entrance exams, IIM shortlisting, cut-offs, work experience and admissions in India.',
  path: '/faq',
});

export default async function FaqPage() {
  const result = await settle(listFaqs());
  if (!result.ok || result.value.sample) await keepFallbackOutOfCache();

  return (
    <div className="container-page max-w-4xl py-10 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">Frequently asked questions</h1>
      <p className="mt-3 text-lg leading-8 text-gray-700">
        Quick answers about entrance exams, shortlisting and admissions. Can&rsquo;t find yours?{' '}
        <Link href="/contact" className="link">
          Ask a counsellor
        </Link>
        .
      </p>
      <div className="mt-8 space-y-6">
        {!result.ok ? (
          <LoadError message={result.error.message} />
        ) : (
          <>
            {result.value.sample ? <SampleNotice /> : null}
            {result.value.faqs.length === 0 ? (
              <p className="rounded-xl border border-dashed border-gray-300 p-8 text-center text-gray-700">
                No FAQs available at the moment.
              </p>
            ) : (
              <>
                <FaqAccordion groups={groupByCategory(result.value.faqs)} sample={result.value.sample} />
                {result.value.sample ? null : <JsonLd data={faqPage(result.value.faqs)} />}
              </>
            )}
          </>
        )}
      </div>
    </div>
  );
}
