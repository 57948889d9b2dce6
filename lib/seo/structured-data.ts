import type { Faq } from '@/lib/data/faq';
import type { Video } from '@/lib/data/video';
import { toIsoDuration } from '@/lib/video/duration';
import { toEmbedUrl } from '@/lib/video/url';
import { absoluteUrl } from './site';

/** schema.org FAQPage for /faq: every question with its accepted answer. */
export function faqPage(faqs: Faq[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  };
}

/** schema.org ItemList of VideoObjects for /videos; thumbnails only when the site itself serves one. */
export function videoList(videos: Video[], pagePath: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    url: absoluteUrl(pagePath),
    itemListElement: videos.map((video, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      item: {
        '@type': 'VideoObject',
        name: video.title,
        description: video.description || video.title,
        uploadDate: video.createdAt,
        embedUrl: toEmbedUrl(video.videoUrl),
        ...(video.thumbnailUrl?.startsWith('/') ? { thumbnailUrl: absoluteUrl(video.thumbnailUrl) } : {}),
        ...(toIsoDuration(video.duration) ? { duration: toIsoDuration(video.duration) } : {}),
        ...(video.instructor ? { author: { '@type': 'Person', name: video.instructor } } : {}),
        interactionStatistic: {
          '@type': 'InteractionCounter',
          interactionType: { '@type': 'WatchAction' },
          userInteractionCount: video.views,
        },
        isAccessibleForFree: video.isFree,
        ...(video.isFree ? {} : { offers: { '@type': 'Offer', price: video.price, priceCurrency: 'INR' } }),
      },
    })),
  };
}
