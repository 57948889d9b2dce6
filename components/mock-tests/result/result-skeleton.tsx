/** Stands in for the result while the attempt is settled and read. */
export function ResultSkeleton() {
  return (
    <div className="container-page py-8 sm:py-12" aria-busy="true" aria-label="Loading your result...">
      <div className="h-8 w-2/3 animate-pulse rounded bg-gray-200" />
      <div className="mt-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="h-28 animate-pulse rounded-xl bg-gray-100" />
        ))}
      </div>
      <div className="mt-8 h-64 animate-pulse rounded-xl bg-gray-100" />
      <div className="mt-8 h-96 animate-pulse rounded-xl bg-gray-100" />
    </div>
  );
}
