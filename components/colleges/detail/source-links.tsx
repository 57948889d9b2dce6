import { sourceName, splitUrls } from '@/lib/colleges/format';

/** One or more source URLs as short links named by their site ("careers360.com"). */
export function SourceLinks({ text }: { text: string | null }) {
  const urls = splitUrls(text);
  if (urls.length === 0) return <span className="text-gray-600">{text?.trim() || 'Not stated'}</span>;
  return (
    <span className="flex flex-wrap gap-x-3 gap-y-1">
      {urls.map((url) => (
        <a key={url} href={url} target="_blank" rel="noopener noreferrer nofollow" className="link break-all">
          {sourceName(url)}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      ))}
    </span>
  );
}
