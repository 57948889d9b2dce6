import type { Metadata } from 'next';
import { ExamEditor } from '@/components/admin/exams/exam-editor';
import { SectionGuard } from '@/components/admin/shell/section-guard';
import type { RawSearchParams } from '@/lib/routing/params';

export const metadata: Metadata = { title: 'Edit exam' };

interface Props {
  params: Promise<{ id: string }>;
  searchParams: Promise<RawSearchParams>;
}

export default async function EditExamPage({ params, searchParams }: Props) {
  const { id } = await params;
  return (
    <SectionGuard section="exams" segments={[id]}>
      <ExamEditor id={id} created={(await searchParams).created === '1'} />
    </SectionGuard>
  );
}
