import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ContentHistory } from '@/components/admin/content/content-history';
import { ContentPage } from '@/components/admin/content/content-page';
import { DeleteItemButton } from '@/components/admin/content/delete-item-button';
import { TestimonialForm } from '@/components/admin/testimonials/testimonial-form';
import { RouteGuard } from '@/components/auth/route-guard';
import { requireAdmin } from '@/lib/auth/admin';
import { CAPABILITIES } from '@/lib/auth/roles';
import { getAdminTestimonial } from '@/lib/data/testimonial-admin';
import type { RawSearchParams } from '@/lib/routing/params';
import { deleteTestimonialAction, updateTestimonialAction } from '@/lib/testimonials/testimonials-admin.actions';

export const metadata: Metadata = { title: 'Edit testimonial' };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function EditTestimonial({ id, created }: { id: string; created: boolean }) {
  const admin = await requireAdmin(`/admin/testimonials/${id}`);
  if (!UUID.test(id)) notFound();
  const testimonial = await getAdminTestimonial(admin.client, id);
  if (!testimonial) notFound();
  return (
    <ContentPage
      title="Edit testimonial"
      description={testimonial.name}
      actions={
        <>
          <Link href="/admin/testimonials" className="btn-secondary">
            Back to testimonials
          </Link>
          <DeleteItemButton action={deleteTestimonialAction} id={testimonial.id} name={`the story of ${testimonial.name}`} />
        </>
      }
    >
      <TestimonialForm
        action={updateTestimonialAction}
        testimonial={testimonial}
        notice={created ? 'Testimonial created.' : undefined}
      />
      <ContentHistory subject="testimonials" subjectId={testimonial.id} />
    </ContentPage>
  );
}

export default async function EditTestimonialPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<RawSearchParams>;
}) {
  const [{ id }, query] = await Promise.all([params, searchParams]);
  return (
    <RouteGuard requireAdmin allowedRoles={CAPABILITIES.manageContent} returnTo={`/admin/testimonials/${id}`}>
      <EditTestimonial id={id} created={query.created === '1'} />
    </RouteGuard>
  );
}
