import type { Metadata } from 'next';
import Link from 'next/link';
import { ContentPage } from '@/components/admin/content/content-page';
import { TestimonialForm } from '@/components/admin/testimonials/testimonial-form';
import { RouteGuard } from '@/components/auth/route-guard';
import { CAPABILITIES } from '@/lib/auth/roles';
import { createTestimonialAction } from '@/lib/testimonials/testimonials-admin.actions';

export const metadata: Metadata = { title: 'New testimonial' };

export default function NewTestimonialPage() {
  return (
    <RouteGuard requireAdmin allowedRoles={CAPABILITIES.manageContent} returnTo="/admin/testimonials/new">
      <ContentPage
        title="New testimonial"
        actions={
          <Link href="/admin/testimonials" className="btn-secondary">
            Back to testimonials
          </Link>
        }
      >
        <TestimonialForm action={createTestimonialAction} />
      </ContentPage>
    </RouteGuard>
  );
}
