import Link from 'next/link';
import { MessageCircle } from '@/components/icons/message-circle';
import { consultationHref } from '@/lib/contact/consultation-link';

/** The page's call to action: the consultation form, naming this college (the lead records it). */
export function ConsultationCta({ slug, name }: { slug: string; name: string }) {
  return (
    <aside aria-labelledby="cta-heading" className="rounded-2xl bg-brand-900 px-6 py-8 text-white sm:px-10">
      <h2 id="cta-heading" className="text-xl font-bold sm:text-2xl">
        Is {name} right for you?
      </h2>
      <p className="mt-2 max-w-2xl text-base leading-7 text-brand-100">
        Talk to an MBA Disha counsellor about your profile, the cut-offs you need and how to prepare for the interview. The first
        consultation is free.
      </p>
      <Link href={consultationHref({ college: slug })} className="mt-5 btn-primary">
        <MessageCircle className="h-4 w-4" aria-hidden="true" />
        Book a free consultation
      </Link>
    </aside>
  );
}
