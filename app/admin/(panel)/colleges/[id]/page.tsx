import type { Metadata } from 'next';
import { CollegeEditScreen } from '@/components/admin/colleges/college-edit-screen';
import { SectionGuard } from '@/components/admin/shell/section-guard';
import type { RawSearchParams } from '@/lib/routing/params';

export const metadata: Metadata = { title: 'Edit college' };

export default async function EditCollegePage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<RawSearchParams>;
}) {
  const { id } = await params;
  return (
    <SectionGuard section="colleges" segments={[id]}>
      <CollegeEditScreen id={id} searchParams={searchParams} />
    </SectionGuard>
  );
}
