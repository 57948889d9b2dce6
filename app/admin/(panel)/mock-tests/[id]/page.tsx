import type { Metadata } from 'next';
import { MockTestEditor } from '@/components/admin/mock-tests/mock-test-editor';
import { SectionGuard } from '@/components/admin/shell/section-guard';
import { firstParam, type RawSearchParams } from '@/lib/routing/params';

export const metadata: Metadata = { title: 'Edit mock test' };

interface Props {
  params: Promise<{ id: string }>;
  searchParams: Promise<RawSearchParams>;
}

export default async function EditMockTestPage({ params, searchParams }: Props) {
  const { id } = await params;
  return (
    <SectionGuard section="mock-tests" segments={[id]}>
      <MockTestEditor id={id} done={firstParam((await searchParams).done) ?? null} />
    </SectionGuard>
  );
}
