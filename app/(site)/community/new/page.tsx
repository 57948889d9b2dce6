import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { NewThreadForm } from '@/components/community/new-thread-form';
import { BreadcrumbTrail } from '@/components/ui/breadcrumb-trail';
import { signInPathFor } from '@/lib/auth/guards';
import { getCollegeBySlug } from '@/lib/data/colleges';
import { settle } from '@/lib/data/settle';
import { firstParam, isSlug, type RawSearchParams } from '@/lib/routing/params';
import { pageMetadata } from '@/lib/seo/metadata';
import { getServerSession } from '@/lib/supabase/session';

export const metadata: Metadata = pageMetadata({
  title: 'Start a discussion',
  description: 'Ask MBA aspirants and members a question about exams, colleges, GD-PI or careers.',
  path: '/community/new',
  noIndex: true,
});

/** Signed-in members only: anyone else signs in first and comes back here (with the college they came from). */
export default async function NewThreadPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const requested = firstParam((await searchParams).college)?.trim() ?? '';
  const collegeSlug = isSlug(requested) ? requested : null;
  const session = await getServerSession();
  if (!session?.claims) {
    redirect(signInPathFor('user', `/community/new${collegeSlug ? `?college=${collegeSlug}` : ''}`));
  }
  const found = collegeSlug ? await settle(getCollegeBySlug(collegeSlug)) : null;
  const college = found?.ok && found.value ? { slug: found.value.slug, name: found.value.name } : null;

  return (
    <div className="container-page py-8 sm:py-12">
      <BreadcrumbTrail
        items={[
          { name: 'Home', path: '/' },
          { name: 'Community', path: '/community' },
          { name: 'Start a discussion', path: '/community/new' },
        ]}
      />
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-brand-900">Start a discussion</h1>
      <p className="mt-2 max-w-2xl text-gray-700">
        Ask the community: other aspirants and members who have been through the exams and interviews answer here.
      </p>
      <div className="mt-8 max-w-3xl rounded-xl border border-gray-200 bg-white p-4 sm:p-6">
        <NewThreadForm college={college} />
      </div>
    </div>
  );
}
