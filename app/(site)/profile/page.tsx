import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { Suspense } from 'react';
import { NewPasswordForm } from '@/components/auth/new-password-form';
import { RouteGuard } from '@/components/auth/route-guard';
import { SavedComparisons } from '@/components/compare/saved-comparisons';
import { HistorySkeleton } from '@/components/mock-tests/history/history-skeleton';
import { MockTestHistory } from '@/components/mock-tests/history/mock-test-history';
import { AvatarUpload } from '@/components/profile/avatar-upload';
import { ProfileForm } from '@/components/profile/profile-form';
import { signInPathFor } from '@/lib/auth/guards';
import { ROLE_LABELS } from '@/lib/auth/roles';
import { listFavoriteColleges, listFavoritePosts } from '@/lib/data/favorites';
import { ensureProfile } from '@/lib/data/profiles';
import { listSavedComparisons } from '@/lib/data/saved-comparisons';
import { pageMetadata } from '@/lib/seo/metadata';
import { getServerSession } from '@/lib/supabase/session';
import { ProfileSkeleton } from './profile-skeleton';

export const metadata: Metadata = pageMetadata({
  title: 'My profile',
  description: 'Your MBA Disha profile, saved colleges and articles.',
  path: '/profile',
  noIndex: true,
});

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section
      className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-6"
      aria-labelledby={`${title}-heading`.replace(/\s+/g, '-')}
    >
      <h2 id={`${title}-heading`.replace(/\s+/g, '-')} className="text-lg font-semibold text-brand-900">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

export default function ProfilePage() {
  // proxy.ts already turns signed-out visitors away; the guard checks again (it is not the only gate), under
  // loading.tsx's 'Checking authentication...'; then the skeleton stands in while the profile loads.
  return (
    <RouteGuard requireAuth returnTo="/profile">
      <Suspense fallback={<ProfileSkeleton />}>
        <ProfileContent />
      </Suspense>
    </RouteGuard>
  );
}

async function ProfileContent() {
  const session = await getServerSession();
  const claims = session?.claims;
  // RouteGuard has already sent a signed-out visitor away; this only narrows the type.
  if (!session || !claims) redirect(signInPathFor('user', '/profile'));

  const user = {
    id: claims.sub,
    email: typeof claims.email === 'string' ? claims.email : '',
    user_metadata: (claims.user_metadata ?? null) as Record<string, unknown> | null,
  };
  const [profile, colleges, posts, comparisons] = await Promise.all([
    ensureProfile(session.client, user),
    listFavoriteColleges(session.client, user.id),
    listFavoritePosts(session.client, user.id),
    listSavedComparisons(session.client),
  ]);

  return (
    <div className="container-page py-10 sm:py-12">
      <header className="flex flex-wrap items-center gap-4">
        {profile.avatar_url ? (
          // eslint-disable-next-line @next/next/no-img-element -- the project's own storage bucket
          <img src={profile.avatar_url} alt="" className="h-16 w-16 rounded-full border border-gray-200 object-cover" />
        ) : (
          <span
            className="inline-flex h-16 w-16 items-center justify-center rounded-full bg-brand-800 text-2xl font-bold text-white"
            aria-hidden="true"
          >
            {(profile.name || 'U').charAt(0).toUpperCase()}
          </span>
        )}
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{profile.name || 'My profile'}</h1>
          <p className="truncate text-gray-700">{profile.email}</p>
          <p className="mt-1 inline-block rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800">
            {ROLE_LABELS[profile.role]}
          </p>
        </div>
      </header>

      <div className="mt-8 grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <Section title="Profile photo">
            <AvatarUpload userId={profile.id} name={profile.name} avatarUrl={profile.avatar_url} />
          </Section>
          <Section title="Profile details">
            <ProfileForm profile={profile} />
          </Section>
          <Section title="Change password">
            <div className="max-w-md">
              <NewPasswordForm />
            </div>
          </Section>
        </div>
        <div className="space-y-6">
          <Section title="Saved colleges">
            {colleges.length === 0 ? (
              <p className="text-sm text-gray-600">
                No saved colleges yet.{' '}
                <Link href="/colleges" className="link">
                  Browse colleges
                </Link>{' '}
                and press Save on the ones you like.
              </p>
            ) : (
              <ul className="space-y-3" data-testid="favorite-colleges">
                {colleges.map((college) => (
                  <li key={college.id}>
                    <Link href={`/colleges/${college.slug}`} className="link">
                      {college.name}
                    </Link>
                    <p className="text-sm text-gray-600">{college.location}</p>
                  </li>
                ))}
              </ul>
            )}
          </Section>
          <Section title="My applications">
            <p className="text-sm text-gray-600">
              Track the colleges you apply to, with status, form fees and notes.{' '}
              <Link href="/profile/applications" className="link">
                Open my applications
              </Link>
            </p>
          </Section>
          <div id="saved-comparisons" className="scroll-mt-20">
            <Section title="Saved comparisons">
              <SavedComparisons comparisons={comparisons} />
            </Section>
          </div>
          <Section title="Saved articles">
            {posts.length === 0 ? (
              <p className="text-sm text-gray-600">
                No saved articles yet.{' '}
                <Link href="/blog" className="link">
                  Read the blog
                </Link>{' '}
                and save what helps you.
              </p>
            ) : (
              <ul className="space-y-3" data-testid="favorite-posts">
                {posts.map((post) => (
                  <li key={post.id}>
                    <Link href={`/blog/${post.slug}`} className="link">
                      {post.title}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </Section>
          <Section title="Your data">
            <p className="text-sm text-gray-600">
              See, download or erase the enquiries, newsletter subscription and consents we hold for {profile.email}.{' '}
              <Link href="/profile/data" className="link">
                Open your data
              </Link>
            </p>
          </Section>
        </div>
      </div>
      <div className="mt-6">
        <Section title="Mock test history">
          <Suspense fallback={<HistorySkeleton />}>
            <MockTestHistory userId={user.id} />
          </Suspense>
        </Section>
      </div>
    </div>
  );
}
