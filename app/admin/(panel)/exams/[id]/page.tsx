import type { Metadata } from 'next';
import { ExamEditor } from '@/components/admin/exams/exam-editor';
import { RouteGuard } from '@/components/auth/route-guard';
import { CAPABILITIES } from '@/lib/auth/roles';
import type { RawSearchParams } from '@/lib/routing/params';

export const metadata: Metadata = { title: 'Edit exam' };

interface Props {
  params: Promise<{ id: string }>;
  searchParams: Promise<RawSearchParams>;
}

export default async function EditExamPage({ params, searchParams }: Props) {
  const { id } = await params;
  return (
    <RouteGuard requireAdmin allowedRoles={CAPABILITIES.manageContent} returnTo={`/admin/exams/${id}`}>
      <ExamEditor id={id} created={(await searchParams).created === '1'} />
    </RouteGuard>
  );
}
