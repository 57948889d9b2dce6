import type { Metadata } from 'next';
import { SectionGuard } from '@/components/admin/shell/section-guard';
import { NewTestimonialScreen } from '@/components/admin/testimonials/testimonial-screens';

export const metadata: Metadata = { title: 'New testimonial' };

export default function NewTestimonialPage() {
  return (
    <SectionGuard section="testimonials" segments={['new']}>
      <NewTestimonialScreen />
    </SectionGuard>
  );
}
