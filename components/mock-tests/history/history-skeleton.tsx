/** Stands in for the mock test history while it loads. */
export function HistorySkeleton() {
  return (
    <div className="space-y-3" aria-busy="true" aria-label="Loading your mock test history...">
      <div className="h-5 w-1/2 animate-pulse rounded bg-gray-200" />
      <div className="h-32 animate-pulse rounded-lg bg-gray-100" />
      <div className="h-48 animate-pulse rounded-lg bg-gray-100" />
    </div>
  );
}
