import type { Metadata } from 'next';
import Link from 'next/link';
import { z } from 'zod';
import { EnquiryForm, type EnquiryTarget } from '@/components/contact/enquiry-form';
import { PageIntro } from '@/components/content/page-intro';
import { Clock } from '@/components/icons/clock';
import { Mail } from '@/components/icons/mail';
import { MessageCircleQuestion } from '@/components/icons/message-circle-question';
import { ShieldCheck } from '@/components/icons/shield-check';
import { UTM_KEYS } from '@/lib/leads/attribution';
import { issueFormGuard } from '@/lib/leads/form-guard';
import { ENQUIRY_FORM_TYPES } from '@/lib/leads/lead-fields';
import { collegeNameBySlug, examNameBySlug } from '@/lib/leads/next-form-host';
import { CLICK_ID_KEYS } from '@/lib/leads/touch';
import { predictorConsultationMessage } from '@/lib/predictor/params';
import { firstParam, isSlug, type RawSearchParams } from '@/lib/routing/params';
import { pageMetadata } from '@/lib/seo/metadata';
import { absoluteUrl } from '@/lib/seo/site';
import { serverKey } from '@/lib/supabase/server-key';

export const metadata: Metadata = pageMetadata({
  title: 'Contact us',
  description:
    'Ask MBA Disha a question or request an admission consultation: tell us your exams, scores and colleges, and a counsellor replies within one working day.',
  path: '/contact',
});

const typeSchema = z.enum(ENQUIRY_FORM_TYPES).catch('contact');
/** A slug from the query, or nothing for a missing or malformed one. */
const slugParam = (value: RawSearchParams[string]) => {
  const slug = firstParam(value);
  return slug && slug.length <= 200 && isSlug(slug) ? slug : undefined;
};

/** The college or exam a consultation link names; an unknown one, or one that cannot be read now, names none. */
async function consultationTarget(params: RawSearchParams): Promise<EnquiryTarget | null> {
  const college = slugParam(params.college);
  const exam = slugParam(params.exam);
  try {
    if (college) {
      const name = await collegeNameBySlug(college);
      if (name) return { kind: 'college', slug: college, name };
    }
    if (exam) {
      const name = await examNameBySlug(exam);
      if (name) return { kind: 'exam', slug: exam, name };
    }
  } catch {
    // The form still works without naming it; the database down is answered when the form is sent.
  }
  return null;
}

/** The page's own address as the form reports it without JavaScript: the parameters it understands. */
function pageUrlFor(params: RawSearchParams): string {
  const query = new URLSearchParams();
  for (const key of ['type', 'college', 'exam', 'predictor', ...UTM_KEYS, ...CLICK_ID_KEYS]) {
    const value = firstParam(params[key]);
    if (value) query.set(key, value);
  }
  const text = query.toString();
  return absoluteUrl(`/contact${text ? `?${text}` : ''}`);
}

export default async function ContactPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const params = await searchParams;
  const formType = typeSchema.parse(firstParam(params.type) ?? 'contact');
  const consultation = formType === 'consultation';
  const target = consultation ? await consultationTarget(params) : null;
  // From the score predictor's results: the request carries the visitor's inputs (they can edit them).
  const initialMessage = consultation ? predictorConsultationMessage(firstParam(params.predictor), absoluteUrl) : null;
  // Rendered per request (the page reads its query): each visitor's form gets its own key and render time. Without
  // the database's key (not configured, or unreachable) the form says it cannot be sent.
  const guard = await serverKey().then(
    (key) => issueFormGuard(key),
    () => null,
  );

  return (
    <>
      <PageIntro eyebrow="Contact" title={consultation ? 'Request a consultation' : 'Contact us'}>
        <p>
          {consultation
            ? `Tell us about your exams, scores and ${target ? `your interest in ${target.name}` : 'the colleges you are considering'}. A counsellor will call or e-mail you to plan your applications.`
            : 'Questions about colleges, exams, applications or the site? Write to us and a member of our team will reply.'}
        </p>
      </PageIntro>

      <div className="container-page grid gap-10 py-10 lg:grid-cols-[1fr_20rem]">
        <section aria-labelledby="form-heading" className="rounded-2xl border border-gray-200 bg-white p-5 sm:p-8">
          <h2 id="form-heading" className="text-xl font-bold text-brand-900">
            {consultation ? (target ? `Your consultation about ${target.name}` : 'Your details') : 'Send us a message'}
          </h2>
          <p className="mt-1 mb-5 text-sm text-gray-600">Fields without &ldquo;optional&rdquo; are required.</p>
          <EnquiryForm
            formType={formType}
            pageUrl={pageUrlFor(params)}
            guard={guard}
            target={target}
            initialMessage={initialMessage ?? undefined}
          />
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
              Your details stay with our counselling team; we share them with a college only if you tick the box for it.
            </p>
          </div>
        </aside>
      </div>
    </>
  );
}
