import type { Metadata } from 'next';
import { TestimonialListScreen } from '@/components/admin/testimonials/testimonial-list-screen';
import { RouteGuard } from '@/components/auth/route-guard';
import { CAPABILITIES } from '@/lib/auth/roles';
import type { RawSearchParams } from '@/lib/routing/params';

export const metadata: Metadata = { title: 'Testimonials' };

export default function AdminTestimonialsPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  return (
    <RouteGuard requireAdmin allowedRoles={CAPABILITIES.manageContent} returnTo="/admin/testimonials">
      <TestimonialListScreen searchParams={searchParams} />
    </RouteGuard>
  );
}
