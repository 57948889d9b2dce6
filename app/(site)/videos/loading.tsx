/** The library's shape while a filtered page renders: heading, filter bar and a grid of card placeholders. */
export default function VideosLoading() {
  return (
    <div className="container-page py-10 sm:py-14" role="status" aria-live="polite">
      <span className="sr-only">Loading...</span>
      <div className="h-10 w-64 animate-pulse rounded-lg bg-gray-200" />
      <div className="mt-4 h-6 w-full max-w-xl animate-pulse rounded bg-gray-100" />
      <div className="mt-8 h-24 animate-pulse rounded-xl bg-gray-100" />
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
        {Array.from({ length: 6 }, (_, i) => (
          <li key={i} className="overflow-hidden rounded-xl border border-gray-200">
            <div className="aspect-video animate-pulse bg-gray-200" />
            <div className="space-y-3 p-4">
              <div className="h-4 w-24 animate-pulse rounded bg-gray-100" />
              <div className="h-5 w-4/5 animate-pulse rounded bg-gray-200" />
              <div className="h-4 w-full animate-pulse rounded bg-gray-100" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
