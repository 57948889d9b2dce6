import Link from 'next/link';
import { FaqAccordion } from '@/components/site/faq/faq-accordion';
import { SampleNotice } from '@/components/site/sample-notice';
import { VideoGrid } from '@/components/site/videos/video-grid';
import type { FaqList } from '@/lib/data/faq';
import type { Testimonial } from '@/lib/data/testimonials';
import type { VideoList } from '@/lib/data/video';
import { LazyTestimonialCarousel } from './lazy-testimonial-carousel';
import { SectionHeading } from './section-heading';

export function Testimonials({ testimonials }: { testimonials: Testimonial[] }) {
  if (testimonials.length === 0) return null;
  return (
    // Unlabelled on purpose: the carousel inside is the region named by this heading, and one landmark is enough.
    <section className="bg-gray-50">
      <div className="container-page py-12 sm:py-16">
        <SectionHeading id="stories-heading" eyebrow="Student stories" title="What aspirants say" />
        <div className="mt-6">
          <LazyTestimonialCarousel testimonials={testimonials} labelledBy="stories-heading" />
        </div>
      </div>
    </section>
  );
}

/** At most six featured videos (spec §9). */
export function FeaturedVideos({ list }: { list: VideoList }) {
  return (
    <section aria-labelledby="videos-heading" className="container-page py-12 sm:py-16">
      <SectionHeading
        id="videos-heading"
        eyebrow="Video library"
        title="Featured videos"
        intro="Short lessons on exam sections, shortlisting and interviews from our counsellors and editors."
        link={{ href: '/videos', label: 'All videos' }}
      />
      {list.sample ? (
        <div className="mt-6">
          <SampleNotice />
        </div>
      ) : null}
      {list.videos.length === 0 ? (
        <p className="mt-8 rounded-xl border border-dashed border-gray-300 p-6 text-gray-700">
          No featured videos right now.{' '}
          <Link href="/videos" className="link">
            Browse the full library
          </Link>
          .
        </p>
      ) : (
        <div className="mt-8">
          <VideoGrid videos={list.videos} sample={list.sample} />
        </div>
      )}
    </section>
  );
}

/** Up to ten FAQs (spec §9), one open at a time. */
export function HomeFaq({ list }: { list: FaqList }) {
  return (
    <section aria-labelledby="faq-heading" className="container-page py-12 sm:py-16">
      <SectionHeading
        id="faq-heading"
        eyebrow="FAQ"
        title="Frequently asked questions"
        link={{ href: '/faq', label: 'All questions' }}
      />
      <div className="mt-6 space-y-4">
        {list.sample ? <SampleNotice /> : null}
        {list.faqs.length === 0 ? (
          <p className="rounded-xl border border-dashed border-gray-300 p-6 text-gray-700">No FAQs available at the moment.</p>
        ) : (
          <FaqAccordion groups={[{ category: 'home', label: '', items: list.faqs }]} sample={list.sample} />
        )}
      </div>
    </section>
  );
}
