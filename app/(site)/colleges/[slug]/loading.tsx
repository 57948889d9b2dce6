/** Skeleton of a college page: the header with its key figures, then a table-shaped block. */
export default function CollegeLoading() {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">Loading...</span>
      <div className="border-b border-gray-200 bg-brand-50/50">
        <div className="container-page py-8">
          <div className="h-4 w-48 animate-pulse rounded bg-gray-200" />
          <div className="mt-5 flex gap-4">
            <div className="h-16 w-16 animate-pulse rounded-xl bg-gray-200" />
            <div className="flex-1 space-y-3">
              <div className="h-8 w-3/4 animate-pulse rounded bg-gray-200" />
              <div className="h-4 w-1/2 animate-pulse rounded bg-gray-100" />
            </div>
          </div>
          <div className="mt-6 grid grid-cols-2 gap-3 md:grid-cols-4">
            {Array.from({ length: 4 }, (_, i) => (
              <div key={i} className="h-24 animate-pulse rounded-xl bg-white" />
            ))}
          </div>
        </div>
      </div>
      <div className="container-page space-y-4 py-10">
        <div className="h-6 w-40 animate-pulse rounded bg-gray-200" />
        <div className="h-48 animate-pulse rounded-xl bg-gray-100" />
      </div>
    </div>
  );
}
