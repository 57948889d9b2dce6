import type { Metadata } from 'next';
import { SectionGuard } from '@/components/admin/shell/section-guard';
import { TestimonialListScreen } from '@/components/admin/testimonials/testimonial-list-screen';
import type { RawSearchParams } from '@/lib/routing/params';

export const metadata: Metadata = { title: 'Testimonials' };

export default function AdminTestimonialsPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  return (
    <SectionGuard section="testimonials">
      <TestimonialListScreen searchParams={searchParams} />
    </SectionGuard>
  );
}
