import Link from 'next/link';
import { ContentPage } from '@/components/admin/content/content-page';
import { sectionPath } from '@/lib/admin/sections';
import { NEW_COLLEGE_VALUES } from '@/lib/colleges/admin-form-values';
import { CollegeForm } from './college-form';

/** /admin/colleges/new: an empty college form. */
export function NewCollegeScreen() {
  return (
    <ContentPage
      title="New college"
      description="Fill in what the institute has published; leave the rest empty and the public page says 'Not published'."
      actions={
        <Link href={sectionPath('colleges')} className="btn-secondary">
          Back to colleges
        </Link>
      }
    >
      <CollegeForm initialValues={NEW_COLLEGE_VALUES} revision="new" />
    </ContentPage>
  );
}
