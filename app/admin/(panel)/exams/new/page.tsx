import type { Metadata } from 'next';
import Link from 'next/link';
import { ContentPage } from '@/components/admin/content/content-page';
import { ExamForm } from '@/components/admin/exams/exam-form';
import { RouteGuard } from '@/components/auth/route-guard';
import { CAPABILITIES } from '@/lib/auth/roles';
import { NEW_EXAM_VALUES } from '@/lib/exams/admin-form';
import { createExam } from '@/lib/exams/exams-admin.actions';

export const metadata: Metadata = { title: 'New exam' };

export default function NewExamPage() {
  return (
    <RouteGuard requireAdmin allowedRoles={CAPABILITIES.manageContent} returnTo="/admin/exams/new">
      <ContentPage
        title="New exam"
        actions={
          <Link href="/admin/exams" className="btn-secondary">
            Back to exams
          </Link>
        }
      >
        <ExamForm action={createExam} initial={NEW_EXAM_VALUES} submitLabel="Create exam" />
      </ContentPage>
    </RouteGuard>
  );
}
