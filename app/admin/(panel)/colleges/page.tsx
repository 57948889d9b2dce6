import type { Metadata } from 'next';
import { CollegesList } from '@/components/admin/colleges/colleges-list';
import { SectionGuard } from '@/components/admin/shell/section-guard';
import type { RawSearchParams } from '@/lib/routing/params';

export const metadata: Metadata = { title: 'Colleges' };

export default function AdminCollegesPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  return (
    <SectionGuard section="colleges">
      <CollegesList searchParams={searchParams} />
    </SectionGuard>
  );
}
