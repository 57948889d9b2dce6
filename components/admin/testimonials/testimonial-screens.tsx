import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ContentHistory } from '@/components/admin/content/content-history';
import { ContentPage } from '@/components/admin/content/content-page';
import { DeleteItemButton } from '@/components/admin/content/delete-item-button';
import { sectionPath } from '@/lib/admin/sections';
import { requireAdmin } from '@/lib/auth/admin';
import { getAdminTestimonial } from '@/lib/data/testimonial-admin';
import { isUuid } from '@/lib/routing/params';
import {
  createTestimonialAction,
  deleteTestimonialAction,
  updateTestimonialAction,
} from '@/lib/testimonials/testimonials-admin.actions';
import { TestimonialForm } from './testimonial-form';

const back = (
  <Link href={sectionPath('testimonials')} className="btn-secondary">
    Back to testimonials
  </Link>
);

/** /admin/testimonials/new: an empty form. */
export function NewTestimonialScreen() {
  return (
    <ContentPage title="New testimonial" actions={back}>
      <TestimonialForm action={createTestimonialAction} />
    </ContentPage>
  );
}

/** /admin/testimonials/[id]: the story's form, deleting it, and its history. */
export async function EditTestimonialScreen({ id, created }: { id: string; created: boolean }) {
  const admin = await requireAdmin(sectionPath('testimonials', [id]));
  if (!isUuid(id)) notFound();
  const testimonial = await getAdminTestimonial(admin.client, id);
  if (!testimonial) notFound();
  return (
    <ContentPage
      title="Edit testimonial"
      description={testimonial.name}
      actions={
        <>
          {back}
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
