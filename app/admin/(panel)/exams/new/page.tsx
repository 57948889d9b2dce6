import type { Metadata } from 'next';
import { NewExamScreen } from '@/components/admin/exams/new-exam-screen';
import { SectionGuard } from '@/components/admin/shell/section-guard';

export const metadata: Metadata = { title: 'New exam' };

export default function NewExamPage() {
  return (
    <SectionGuard section="exams" segments={['new']}>
      <NewExamScreen />
    </SectionGuard>
  );
}
