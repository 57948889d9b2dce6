import Link from 'next/link';
import { ContentPage } from '@/components/admin/content/content-page';
import { LoadError } from '@/components/site/load-error';
import { getAdminContext } from '@/lib/auth/admin';
import { listCollegeChoices } from '@/lib/data/scholarships';
import { settle } from '@/lib/data/settle';
import { NEW_SCHOLARSHIP_VALUES } from '@/lib/scholarships/admin-form';
import { createScholarship } from '@/lib/scholarships/scholarships-admin.actions';
import { ScholarshipForm } from './scholarship-form';

/** The new-scholarship page: the form with the colleges to choose from. */
export async function NewScholarship() {
  const admin = await getAdminContext();
  const colleges = admin ? await settle(listCollegeChoices(admin.client)) : null;
  return (
    <ContentPage
      title="New scholarship"
      actions={
        <Link href="/admin/scholarships" className="btn-secondary">
          Back to scholarships
        </Link>
      }
    >
      {colleges?.ok ? (
        <ScholarshipForm
          action={createScholarship}
          initial={NEW_SCHOLARSHIP_VALUES}
          colleges={colleges.value}
          submitLabel="Create scholarship"
        />
      ) : (
        <LoadError message={colleges?.error.message ?? 'The colleges could not be loaded.'} />
      )}
    </ContentPage>
  );
}
