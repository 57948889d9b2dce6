import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ContentHistory } from '@/components/admin/content/content-history';
import { ContentPage } from '@/components/admin/content/content-page';
import { DeleteItemButton } from '@/components/admin/content/delete-item-button';
import { ExternalLink } from '@/components/icons/external-link';
import { LoadError } from '@/components/site/load-error';
import { getAdminContext } from '@/lib/auth/admin';
import { getExamForAdmin } from '@/lib/data/exam-admin';
import { settle } from '@/lib/data/settle';
import { isCalendarExam } from '@/lib/exam-calendar/entry-form';
import { examFormValues } from '@/lib/exams/admin-form';
import { deleteExam, updateExam } from '@/lib/exams/exams-admin.actions';
import { ExamForm } from './exam-form';

/** An exam's edit page: the form, its public page, deleting, and its history from the audit table. */
export async function ExamEditor({ id, created }: { id: string; created: boolean }) {
  if (!/^[0-9a-f-]{36}$/i.test(id)) notFound();
  const admin = await getAdminContext();
  const loaded = admin ? await settle(getExamForAdmin(admin.client, id)) : null;
  if (!loaded || !loaded.ok) {
    return (
      <ContentPage title="Edit exam">
        <LoadError message={loaded?.error.message ?? 'The exam could not be loaded.'} />
      </ContentPage>
    );
  }
  const exam = loaded.value;
  if (!exam) notFound();
  const calendarCode = [exam.slug, exam.name].map((s) => s.toLowerCase()).find(isCalendarExam);
  return (
    <ContentPage
      title={`Edit ${exam.name}`}
      description={exam.full_name ?? undefined}
      actions={
        <>
          <Link href="/admin/exams" className="btn-secondary">
            Back to exams
          </Link>
          <Link
            href={calendarCode ? `/admin/exams/calendar?exam=${calendarCode}` : '/admin/exams/calendar'}
            className="btn-secondary"
          >
            Calendar dates
          </Link>
          <Link href={`/exams/${exam.slug}`} className="btn-secondary" target="_blank">
            View page <ExternalLink className="h-4 w-4" aria-hidden="true" />
          </Link>
          <DeleteItemButton action={deleteExam} id={exam.id} name={exam.name} />
        </>
      }
    >
      {created ? (
        <p role="status" className="rounded-lg border border-success-700/30 bg-success-50 px-4 py-3 text-sm text-success-700">
          {exam.name} created.
        </p>
      ) : null}
      <ExamForm action={updateExam} initial={examFormValues(exam)} submitLabel="Save changes" />
      <ContentHistory subject="exams" subjectId={exam.id} />
    </ContentPage>
  );
}
