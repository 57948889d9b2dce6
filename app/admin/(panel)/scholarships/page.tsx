import type { Metadata } from 'next';
import { ScholarshipsList } from '@/components/admin/scholarships/scholarships-list';
import { SectionGuard } from '@/components/admin/shell/section-guard';
import type { RawSearchParams } from '@/lib/routing/params';

export const metadata: Metadata = { title: 'Scholarships' };

export default function AdminScholarshipsPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  return (
    <SectionGuard section="scholarships">
      <ScholarshipsList searchParams={searchParams} />
    </SectionGuard>
  );
}
