import type { Metadata } from 'next';
import { SectionGuard } from '@/components/admin/shell/section-guard';
import { EditTestimonialScreen } from '@/components/admin/testimonials/testimonial-screens';
import type { RawSearchParams } from '@/lib/routing/params';

export const metadata: Metadata = { title: 'Edit testimonial' };

export default async function EditTestimonialPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<RawSearchParams>;
}) {
  const [{ id }, query] = await Promise.all([params, searchParams]);
  return (
    <SectionGuard section="testimonials" segments={[id]}>
      <EditTestimonialScreen id={id} created={query.created === '1'} />
    </SectionGuard>
  );
}
