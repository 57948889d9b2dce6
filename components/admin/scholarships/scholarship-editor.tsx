import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ContentHistory } from '@/components/admin/content/content-history';
import { ContentPage } from '@/components/admin/content/content-page';
import { DeleteItemButton } from '@/components/admin/content/delete-item-button';
import { LoadError } from '@/components/site/load-error';
import { getAdminContext } from '@/lib/auth/admin';
import { getScholarshipForAdmin, listCollegeChoices } from '@/lib/data/scholarships';
import { settle } from '@/lib/data/settle';
import { scholarshipFormValues } from '@/lib/scholarships/admin-form';
import { deleteScholarship, updateScholarship } from '@/lib/scholarships/scholarships-admin.actions';
import { ScholarshipForm } from './scholarship-form';

/** A scholarship's edit page: the form, deleting, and its history from the audit table. */
export async function ScholarshipEditor({ id, created }: { id: string; created: boolean }) {
  if (!/^[0-9a-f-]{36}$/i.test(id)) notFound();
  const admin = await getAdminContext();
  const [loaded, colleges] = admin
    ? await Promise.all([settle(getScholarshipForAdmin(admin.client, id)), settle(listCollegeChoices(admin.client))])
    : [null, null];
  if (!loaded || !loaded.ok || !colleges || !colleges.ok) {
    const message =
      (loaded && !loaded.ok ? loaded.error.message : null) ?? (colleges && !colleges.ok ? colleges.error.message : null);
    return (
      <ContentPage title="Edit scholarship">
        <LoadError message={message ?? 'The scholarship could not be loaded.'} />
      </ContentPage>
    );
  }
  const scholarship = loaded.value;
  if (!scholarship) notFound();
  return (
    <ContentPage
      title={`Edit ${scholarship.name}`}
      actions={
        <>
          <Link href="/admin/scholarships" className="btn-secondary">
            Back to scholarships
          </Link>
          <DeleteItemButton action={deleteScholarship} id={scholarship.id} name={scholarship.name} />
        </>
      }
    >
      {created ? (
        <p role="status" className="rounded-lg border border-success-700/30 bg-success-50 px-4 py-3 text-sm text-success-700">
          {scholarship.name} created.
        </p>
      ) : null}
      <ScholarshipForm
        action={updateScholarship}
        initial={scholarshipFormValues(scholarship)}
        colleges={colleges.value}
        submitLabel="Save changes"
      />
      <ContentHistory subject="scholarships" subjectId={scholarship.id} />
    </ContentPage>
  );
}
