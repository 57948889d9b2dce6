import Link from 'next/link';
import { consultationHref } from '@/lib/contact/consultation-link';

/** The exam page's call to action: the consultation form, naming this exam (the lead records it). */
export function ExamConsultation({ slug, name }: { slug: string; name: string }) {
  return (
    <div className="rounded-xl bg-brand-900 p-5 text-white">
      <h2 className="text-lg font-semibold">Planning for {name}?</h2>
      <p className="mt-1 text-sm text-brand-100">
        A counsellor can help you pick colleges for your expected score and plan applications. The first consultation is free.
      </p>
      <Link href={consultationHref({ exam: slug })} className="mt-4 btn-primary w-full">
        Book a free consultation
      </Link>
    </div>
  );
}
