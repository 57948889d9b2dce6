import type { Metadata } from 'next';
import { MockTestPreview } from '@/components/admin/mock-tests/mock-test-preview';
import { SectionGuard } from '@/components/admin/shell/section-guard';
import { firstParam, type RawSearchParams } from '@/lib/routing/params';

export const metadata: Metadata = { title: 'Preview mock test' };

interface Props {
  params: Promise<{ id: string }>;
  searchParams: Promise<RawSearchParams>;
}

export default async function PreviewMockTestPage({ params, searchParams }: Props) {
  const { id } = await params;
  return (
    <SectionGuard section="mock-tests" segments={[id, 'preview']}>
      <MockTestPreview id={id} answers={firstParam((await searchParams).answers) === '1'} />
    </SectionGuard>
  );
}
