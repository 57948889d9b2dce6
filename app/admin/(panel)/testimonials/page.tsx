import type { Metadata } from 'next';
import { SectionPlaceholder } from '@/components/admin/shell/section-placeholder';

export const metadata: Metadata = { title: 'Testimonials' };

export default function AdminTestimonialsPage() {
  return <SectionPlaceholder sectionKey="testimonials" />;
}
