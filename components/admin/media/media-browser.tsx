'use client';

import { useEffect, useState, useTransition } from 'react';
import { Check } from '@/components/icons/check';
import { Search } from '@/components/icons/search';
import { Spinner } from '@/components/ui/spinner';
import type { MediaList } from '@/lib/data/media';
import { browseMedia } from '@/lib/media/media.actions';
import { PICKER_PAGE_SIZE } from '@/lib/media/rules';

type Loaded = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; list: MediaList };

/**
 * The picker dialog's body: one page of the library as thumbnail buttons, a search and previous/next. Pages are
 * read through a server action (the staff capability check and RLS apply), never by querying from the browser.
 */
export function MediaBrowser({ selectedUrl, onChoose }: { selectedUrl: string; onChoose: (url: string) => void }) {
  const [query, setQuery] = useState({ q: '', page: 1 });
  const [typed, setTyped] = useState('');
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [pending, startTransition] = useTransition();

  // The dialog mounts this only while open, so each opening (and each new search or page) loads fresh.
  useEffect(() => {
    let current = true;
    startTransition(async () => {
      const result = await browseMedia(query);
      if (!current) return;
      setLoaded(result.ok ? { status: 'ready', list: result.data } : { status: 'failed', message: result.message });
    });
    return () => {
      current = false;
    };
  }, [query]);

  const pages = loaded.status === 'ready' ? Math.max(1, Math.ceil(loaded.list.total / PICKER_PAGE_SIZE)) : 1;

  return (
    <div className="mt-4 flex min-h-0 flex-1 flex-col">
      <form
        role="search"
        className="flex gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          setQuery({ q: typed.trim(), page: 1 });
        }}
      >
        <label htmlFor="media-browser-search" className="sr-only">
          Search images
        </label>
        <div className="relative flex-1">
          <Search className="pointer-events-none absolute top-3.5 left-2.5 h-4 w-4 text-gray-500" aria-hidden="true" />
          <input
            id="media-browser-search"
            type="search"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            placeholder="File name, alt text or caption"
            className="min-h-11 w-full rounded-lg border border-gray-300 bg-white pr-2 pl-8 text-sm"
          />
        </div>
        <button type="submit" className="btn-secondary">
          Search
        </button>
      </form>

      <div className="mt-4 min-h-40 flex-1 overflow-y-auto" aria-busy={pending}>
        {loaded.status === 'loading' ? (
          <p className="flex items-center gap-2 text-sm text-gray-700" role="status">
            <Spinner className="h-4 w-4" /> Loading images…
          </p>
        ) : loaded.status === 'failed' ? (
          <p role="alert" className="rounded-lg border border-danger-700/30 bg-danger-50 px-3 py-2 text-sm text-danger-700">
            {loaded.message}
          </p>
        ) : loaded.list.items.length === 0 ? (
          <p className="text-sm text-gray-700">
            {query.q
              ? `No images match “${query.q}”. Try another word.`
              : 'The media library is empty. Upload images on the Media page.'}
          </p>
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4" aria-label="Images">
            {loaded.list.items.map((item) => {
              const chosen = item.url === selectedUrl;
              return (
                <li key={item.id}>
                  <button
                    type="button"
                    onClick={() => onChoose(item.url)}
                    aria-pressed={chosen}
                    aria-label={`Choose ${item.fileName}${item.altText ? ` (${item.altText})` : ''}`}
                    className={`group relative block w-full overflow-hidden rounded-lg border text-left focus-visible:ring-2 focus-visible:ring-saffron-500 focus-visible:outline-none ${
                      chosen ? 'border-brand-800 ring-2 ring-brand-800' : 'border-gray-200 hover:border-brand-300'
                    }`}
                  >
                    {/* eslint-disable-next-line @next/next/no-img-element -- the project's own storage, tiny thumbnails */}
                    <img src={item.url} alt="" loading="lazy" className="aspect-[4/3] w-full bg-gray-100 object-cover" />
                    <span className="block truncate px-2 py-1 text-xs text-gray-800">{item.fileName}</span>
                    {chosen ? (
                      <Check
                        className="absolute top-1 right-1 h-5 w-5 rounded-full bg-brand-800 p-0.5 text-white"
                        aria-hidden="true"
                      />
                    ) : null}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>

      {loaded.status === 'ready' && pages > 1 ? (
        <nav aria-label="Media pages" className="mt-4 flex items-center justify-between gap-2 text-sm">
          <button
            type="button"
            className="btn-secondary"
            disabled={query.page <= 1 || pending}
            onClick={() => setQuery((q) => ({ ...q, page: q.page - 1 }))}
          >
            Previous
          </button>
          <span className="text-gray-700">
            Page {query.page} of {pages}
          </span>
          <button
            type="button"
            className="btn-secondary"
            disabled={query.page >= pages || pending}
            onClick={() => setQuery((q) => ({ ...q, page: q.page + 1 }))}
          >
            Next
          </button>
        </nav>
      ) : null}
    </div>
  );
}
