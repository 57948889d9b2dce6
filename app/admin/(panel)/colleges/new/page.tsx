import type { Metadata } from 'next';
import Link from 'next/link';
import { CollegeForm } from '@/components/admin/colleges/college-form';
import { ContentPage } from '@/components/admin/content/content-page';
import { RouteGuard } from '@/components/auth/route-guard';
import { CAPABILITIES } from '@/lib/auth/roles';
import { NEW_COLLEGE_VALUES } from '@/lib/colleges/admin-form-values';

export const metadata: Metadata = { title: 'New college' };

export default function NewCollegePage() {
  return (
    <RouteGuard requireAdmin allowedRoles={CAPABILITIES.manageContent} returnTo="/admin/colleges/new">
      <ContentPage
        title="New college"
        description="Fill in what the institute has published; leave the rest empty and the public page says 'Not published'."
        actions={
          <Link href="/admin/colleges" className="btn-secondary">
            Back to colleges
          </Link>
        }
      >
        <CollegeForm initialValues={NEW_COLLEGE_VALUES} revision="new" />
      </ContentPage>
    </RouteGuard>
  );
}
