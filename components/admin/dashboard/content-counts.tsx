import Link from 'next/link';
import { CONTENT_KINDS, type ContentCounts, type ContentKind } from '@/lib/data/content-counts';
import { formatCount } from '@/lib/format/numbers';

/** How much of each kind of content there is; content managers get a link to each section. */
export function ContentCountsPanel({ counts, linked }: { counts: ContentCounts; linked: boolean }) {
  const kinds = Object.keys(CONTENT_KINDS) as ContentKind[];
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {kinds.map((kind) => {
        const { label, href } = CONTENT_KINDS[kind];
        const body = (
          <>
            <span className="block text-sm font-medium text-gray-600">{label}</span>
            <span className="mt-1 block text-xl font-bold text-brand-900 tabular-nums">{formatCount(counts[kind])}</span>
          </>
        );
        return (
          <li key={kind}>
            {linked ? (
              <Link
                href={href}
                className="block min-h-11 rounded-xl border border-gray-200 bg-white p-4 shadow-sm hover:border-brand-300"
              >
                {body}
              </Link>
            ) : (
              <div className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm">{body}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
