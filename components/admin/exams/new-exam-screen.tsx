import Link from 'next/link';
import { ContentPage } from '@/components/admin/content/content-page';
import { sectionPath } from '@/lib/admin/sections';
import { NEW_EXAM_VALUES } from '@/lib/exams/admin-form';
import { createExam } from '@/lib/exams/exams-admin.actions';
import { ExamForm } from './exam-form';

/** /admin/exams/new: an empty exam form. */
export function NewExamScreen() {
  return (
    <ContentPage
      title="New exam"
      actions={
        <Link href={sectionPath('exams')} className="btn-secondary">
          Back to exams
        </Link>
      }
    >
      <ExamForm action={createExam} initial={NEW_EXAM_VALUES} submitLabel="Create exam" />
    </ContentPage>
  );
}
