import type { Metadata } from 'next';
import { ExamsList } from '@/components/admin/exams/exams-list';
import { SectionGuard } from '@/components/admin/shell/section-guard';
import type { RawSearchParams } from '@/lib/routing/params';

export const metadata: Metadata = { title: 'Exams' };

export default function AdminExamsPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  return (
    <SectionGuard section="exams">
      <ExamsList searchParams={searchParams} />
    </SectionGuard>
  );
}
