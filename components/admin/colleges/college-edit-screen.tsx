import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ContentHistory } from '@/components/admin/content/content-history';
import { ContentPage } from '@/components/admin/content/content-page';
import { DeleteItemButton } from '@/components/admin/content/delete-item-button';
import { ExternalLink } from '@/components/icons/external-link';
import { LoadError } from '@/components/site/load-error';
import { getAdminContext } from '@/lib/auth/admin';
import { collegeToFormValues } from '@/lib/colleges/admin-form-values';
import { deleteCollegeForever } from '@/lib/colleges/colleges-admin.actions';
import { getCollegeForAdmin } from '@/lib/data/college-admin';
import { settle } from '@/lib/data/settle';
import { DATA_ERRORS } from '@/lib/errors/data-error';
import { firstParam, isUuid, type RawSearchParams } from '@/lib/routing/params';
import { CollegeForm } from './college-form';
import { CollegeEmailDomains } from './email-domains';

/** /admin/colleges/{id}: the college's form, its public page, deleting it, and its history. */
export async function CollegeEditScreen({ id, searchParams }: { id: string; searchParams: Promise<RawSearchParams> }) {
  if (!isUuid(id)) notFound();
  const admin = await getAdminContext();
  const loaded = admin ? await settle(getCollegeForAdmin(admin.client, id)) : null;
  if (!loaded || !loaded.ok) {
    return (
      <ContentPage title="Edit college">
        <LoadError message={loaded && !loaded.ok ? loaded.error.message : DATA_ERRORS.CONNECTION_ERROR} />
      </ContentPage>
    );
  }
  const college = loaded.value;
  if (!college) notFound();
  const created = firstParam((await searchParams).created) === '1';

  return (
    <ContentPage
      title={college.name}
      description={college.is_active ? undefined : 'Inactive: hidden from the public site.'}
      actions={
        <div className="flex flex-wrap gap-2">
          <Link href="/admin/colleges" className="btn-secondary">
            Back to colleges
          </Link>
          <Link href={`/admin/colleges/${college.id}/placements`} className="btn-secondary">
            Placement figures
          </Link>
          <Link href={`/admin/colleges/${college.id}/cutoffs`} className="btn-secondary">
            Predictor cut-offs
          </Link>
          {college.is_active ? (
            <a href={`/colleges/${college.slug}`} target="_blank" rel="noopener noreferrer" className="btn-secondary">
              View public page
              <ExternalLink className="h-4 w-4" aria-hidden="true" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          ) : null}
        </div>
      }
    >
      {created ? (
        <p role="status" className="rounded-lg border border-success-700/30 bg-success-50 px-4 py-3 text-sm text-success-700">
          {college.name} created{college.is_active ? ` and live at /colleges/${college.slug}` : ''}.
        </p>
      ) : null}
      <CollegeForm initialValues={collegeToFormValues(college)} revision={college.updated_at} />
      {admin ? <CollegeEmailDomains client={admin.client} collegeId={college.id} /> : null}
      <section aria-labelledby="danger-heading" className="rounded-xl border border-danger-700/30 bg-white p-4 sm:p-6">
        <h2 id="danger-heading" className="text-lg font-semibold text-danger-700">
          Delete this college
        </h2>
        <p className="mt-1 text-sm text-gray-700">
          Its page, programmes and old addresses go with it; favourites of it are removed. The history below stays.
        </p>
        <div className="mt-3">
          <DeleteItemButton action={deleteCollegeForever} id={college.id} name={college.name} />
        </div>
      </section>
      <ContentHistory subject="colleges" subjectId={college.id} />
    </ContentPage>
  );
}
