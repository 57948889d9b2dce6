/** Skeleton of the list while results load: the filter panel and a few cards, announced as loading. */
export default function CollegesLoading() {
  return (
    <div className="container-page py-8 sm:py-10" role="status" aria-live="polite">
      <span className="sr-only">Loading...</span>
      <div className="h-8 w-64 animate-pulse rounded bg-gray-200" />
      <div className="mt-3 h-4 w-full max-w-xl animate-pulse rounded bg-gray-100" />
      <div className="mt-6 grid gap-6 lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-8">
        <div className="h-64 animate-pulse rounded-xl bg-gray-100 lg:h-[30rem]" />
        <div className="grid gap-4 xl:grid-cols-2">
          {Array.from({ length: 6 }, (_, i) => (
            <div key={i} className="h-40 animate-pulse rounded-xl border border-gray-200 bg-gray-50" />
          ))}
        </div>
      </div>
    </div>
  );
}
