import type { Metadata } from 'next';
import { CalendarScreen } from '@/components/admin/exams/calendar-screen';
import { RouteGuard } from '@/components/auth/route-guard';
import { CAPABILITIES } from '@/lib/auth/roles';
import type { RawSearchParams } from '@/lib/routing/params';

export const metadata: Metadata = { title: 'Exam calendar' };

export default function ExamCalendarAdminPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  return (
    <RouteGuard requireAdmin allowedRoles={CAPABILITIES.manageContent} returnTo="/admin/exams/calendar">
      <CalendarScreen searchParams={searchParams} />
    </RouteGuard>
  );
}
