import { Clock, Mail, MessageCircleQuestion, ShieldCheck } from 'lucide-react';
import type { Metadata } from 'next';
import Link from 'next/link';
import { z } from 'zod';
import { ContactForm } from '@/components/contact/contact-form';
import { PageIntro } from '@/components/content/page-intro';
import { utmFromSearchParams } from '@/lib/leads/attribution';
import { firstParam, type RawSearchParams, type SearchParamValue } from '@/lib/routing/params';
import { pageMetadata } from '@/lib/seo/metadata';
import { absoluteUrl } from '@/lib/seo/site';

export const metadata: Metadata = pageMetadata({
  title: 'Contact us',
  description:
    'Ask MBA Disha a question or request an admission consultation: tell us your exams, scores and colleges, and a counsellor replies within one working day.',
  path: '/contact',
});

const typeSchema = z
  .custom<SearchParamValue>()
  .transform(firstParam)
  .pipe(z.enum(['consultation', 'contact']).catch('contact').default('contact'));

export default async function ContactPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const params = await searchParams;
  const formType = typeSchema.parse(params.type);
  const utm = utmFromSearchParams(params);
  const query = new URLSearchParams({ ...(formType === 'consultation' ? { type: formType } : {}), ...utm }).toString();
  const pageUrl = absoluteUrl(`/contact${query ? `?${query}` : ''}`);
  const consultation = formType === 'consultation';

  return (
    <>
      <PageIntro eyebrow="Contact" title={consultation ? 'Request a consultation' : 'Contact us'}>
        <p>
          {consultation
            ? 'Tell us about your exams, scores and the colleges you are considering. A counsellor will call or e-mail you to plan your applications.'
            : 'Questions about colleges, exams, applications or the site? Write to us and a member of our team will reply.'}
        </p>
      </PageIntro>

      <div className="container-page grid gap-10 py-10 lg:grid-cols-[1fr_20rem]">
        <section aria-labelledby="form-heading" className="rounded-2xl border border-gray-200 bg-white p-5 sm:p-8">
          <h2 id="form-heading" className="text-xl font-bold text-brand-900">
            {consultation ? 'Your details' : 'Send us a message'}
          </h2>
          <p className="mt-1 mb-5 text-sm text-gray-600">Fields without &ldquo;optional&rdquo; are required.</p>
          <ContactForm formType={formType} pageUrl={pageUrl} utm={utm} />
        </section>

        <aside className="space-y-4 text-sm text-gray-700">
          <div className="flex gap-3 rounded-xl border border-gray-200 bg-white p-4">
            <Clock className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
            <p>
              <strong className="block text-gray-900">Reply within one working day</strong>
              By e-mail, or by phone if you leave a number.
            </p>
          </div>
          <div className="flex gap-3 rounded-xl border border-gray-200 bg-white p-4">
            <Mail className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
            <p>
              <strong className="block text-gray-900">
                {consultation ? 'Just have a question?' : 'Want personal guidance?'}
              </strong>
              {consultation ? (
                <Link href="/contact" className="link">
                  Send a general message instead
                </Link>
              ) : (
                <Link href="/contact?type=consultation" className="link">
                  Request a consultation with a counsellor
                </Link>
              )}
            </p>
          </div>
          <div className="flex gap-3 rounded-xl border border-gray-200 bg-white p-4">
            <MessageCircleQuestion className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
            <p>
              <strong className="block text-gray-900">Quick answers</strong>
              Many questions are answered in our{' '}
              <Link href="/faq" className="link">
                FAQ
              </Link>
              .
            </p>
          </div>
          <div className="flex gap-3 rounded-xl border border-gray-200 bg-white p-4">
            <ShieldCheck className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
            <p>
              <strong className="block text-gray-900">No spam, no selling</strong>
              Your details stay with our counselling team.
            </p>
          </div>
        </aside>
      </div>
    </>
  );
}
