import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { ApplySideButton } from '@/components/site/apply-side-button';
import { About } from '@/components/site/home/about';
import { AdminBanner } from '@/components/site/home/admin-banner';
import { BlogCards } from '@/components/site/home/blog-cards';
import { ExamHubs } from '@/components/site/home/exam-hubs';
import { Hero } from '@/components/site/home/hero';
import { FeaturedVideos, HomeFaq, Testimonials } from '@/components/site/home/home-sections';
import { Mission } from '@/components/site/home/mission';
import { StudyAbroad } from '@/components/site/home/study-abroad';
import { LoadError } from '@/components/site/load-error';
import { keepFallbackOutOfCache } from '@/lib/cache/fallback';
import { listFaqs } from '@/lib/data/faq';
import { getExamHubs, getLatestPosts } from '@/lib/data/home';
import { settle, type Loaded } from '@/lib/data/settle';
import { getPublicSetting } from '@/lib/data/site-settings';
import { listTestimonials } from '@/lib/data/testimonials';
import { listVideos } from '@/lib/data/video';
import { resolveStats, resolveStudyAbroad } from '@/lib/home/content';
import { pageMetadata } from '@/lib/seo/metadata';
import { SITE_DESCRIPTION } from '@/lib/seo/site';

export const metadata: Metadata = {
  ...pageMetadata({ title: 'MBA Disha — find your direction to the right MBA', description: SITE_DESCRIPTION, path: '/' }),
  // The layout's template would append " | MBA Disha" to a title that already starts with it.
  title: { absolute: 'MBA Disha — find your direction to the right MBA' },
};

export default async function HomePage() {
  const [exams, stats, abroad, posts, testimonials, videos, faqs] = await Promise.all([
    settle(getExamHubs()),
    settle(getPublicSetting('stats')),
    settle(getPublicSetting('home.study_abroad')),
    settle(getLatestPosts(3)),
    settle(listTestimonials()),
    settle(listVideos({ featured: true }, { limit: 6 })),
    settle(listFaqs({ limit: 10 })),
  ]);
  const loaded = [exams, stats, abroad, posts, testimonials, videos, faqs];
  const degraded = loaded.some((l) => !l.ok) || (videos.ok && videos.value.sample) || (faqs.ok && faqs.value.sample);
  if (degraded) await keepFallbackOutOfCache();

  return (
    <>
      <AdminBanner />
      <Hero />
      {section(exams, (value) => (
        <ExamHubs exams={value} />
      ))}
      <Mission stats={resolveStats(stats.ok ? stats.value : null)} />
      <About />
      <StudyAbroad countries={resolveStudyAbroad(abroad.ok ? abroad.value : null)} />
      {section(posts, (value) => (
        <BlogCards posts={value} />
      ))}
      {section(testimonials, (value) => (
        <Testimonials testimonials={value} />
      ))}
      {section(videos, (value) => (
        <FeaturedVideos list={value} />
      ))}
      {section(faqs, (value) => (
        <HomeFaq list={value} />
      ))}
      <ApplySideButton />
    </>
  );
}

function section<T>(result: Loaded<T>, render: (value: T) => ReactNode): ReactNode {
  if (result.ok) return render(result.value);
  return (
    <div className="container-page py-8">
      <LoadError message={result.error.message} />
    </div>
  );
}
