import type { Metadata } from 'next';
import { ScholarshipEditor } from '@/components/admin/scholarships/scholarship-editor';
import { SectionGuard } from '@/components/admin/shell/section-guard';
import type { RawSearchParams } from '@/lib/routing/params';

export const metadata: Metadata = { title: 'Edit scholarship' };

interface Props {
  params: Promise<{ id: string }>;
  searchParams: Promise<RawSearchParams>;
}

export default async function EditScholarshipPage({ params, searchParams }: Props) {
  const { id } = await params;
  return (
    <SectionGuard section="scholarships" segments={[id]}>
      <ScholarshipEditor id={id} created={(await searchParams).created === '1'} />
    </SectionGuard>
  );
}
