import type { Metadata } from 'next';
import { CalendarScreen } from '@/components/admin/exams/calendar-screen';
import { SectionGuard } from '@/components/admin/shell/section-guard';
import type { RawSearchParams } from '@/lib/routing/params';

export const metadata: Metadata = { title: 'Exam calendar' };

export default function ExamCalendarAdminPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  return (
    <SectionGuard section="exams" segments={['calendar']}>
      <CalendarScreen searchParams={searchParams} />
    </SectionGuard>
  );
}
