import type { Metadata } from 'next';
import { ReportsScreen } from '@/components/admin/reports/reports-screen';
import { SectionGuard } from '@/components/admin/shell/section-guard';
import { parseReportRange } from '@/lib/reports/params';
import type { RawSearchParams } from '@/lib/routing/params';

export const metadata: Metadata = { title: 'Reports' };

export default async function ReportsPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const parsed = parseReportRange(await searchParams);
  return (
    <SectionGuard section="reports">
      <ReportsScreen parsed={parsed} />
    </SectionGuard>
  );
}
