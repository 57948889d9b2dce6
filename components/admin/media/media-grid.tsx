import Link from 'next/link';
import { Pencil } from '@/components/icons/pencil';
import type { MediaItem } from '@/lib/data/media';
import { formatBytes } from '@/lib/media/rules';
import { CopyUrlButton } from './copy-url-button';

/** What a file is in one line: '1200 × 800 · 240 KB · PNG'. */
export function mediaFacts(item: MediaItem): string {
  const parts = [
    item.width && item.height ? `${item.width} × ${item.height}` : null,
    item.sizeBytes !== null ? formatBytes(item.sizeBytes) : null,
    item.mimeType ? item.mimeType.replace(/^image\//, '').toUpperCase() : null,
  ];
  return parts.filter(Boolean).join(' · ');
}

/** The library as cards: thumbnail, name, facts, alt text (or a nudge to add it), copy and edit. */
export function MediaGrid({ items }: { items: MediaItem[] }) {
  return (
    <ul className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 md:grid-cols-3 xl:grid-cols-4" aria-label="Media files">
      {items.map((item) => (
        <li
          key={item.id}
          className="flex flex-col overflow-hidden rounded-lg border border-gray-200 bg-white"
          data-testid="media-card"
        >
          {/* eslint-disable-next-line @next/next/no-img-element -- the project's own storage bucket */}
          <img
            src={item.url}
            alt={item.altText}
            loading="lazy"
            width={item.width ?? undefined}
            height={item.height ?? undefined}
            className="aspect-[4/3] w-full bg-gray-100 object-cover"
          />
          <div className="flex flex-1 flex-col gap-1 p-3">
            <p className="truncate font-medium text-gray-900" title={item.fileName}>
              {item.fileName}
            </p>
            <p className="text-xs text-gray-600 tabular-nums">{mediaFacts(item)}</p>
            <p className={`line-clamp-2 text-sm ${item.altText ? 'text-gray-700' : 'text-warning-700'}`}>
              {item.altText || 'No alt text yet'}
            </p>
            <div className="mt-auto flex flex-wrap gap-2 pt-2">
              <CopyUrlButton url={item.url} fileName={item.fileName} />
              <Link href={`/admin/media/${item.id}`} className="btn-ghost min-h-11 px-3">
                <Pencil className="h-4 w-4" aria-hidden="true" />
                Edit<span className="sr-only"> {item.fileName}</span>
              </Link>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
