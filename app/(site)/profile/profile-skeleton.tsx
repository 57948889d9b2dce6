/** Stands in for the profile and favourites while they load. */
export function ProfileSkeleton() {
  return (
    <div className="container-page py-10 sm:py-12" aria-busy="true" aria-label="Loading...">
      <div className="flex items-center gap-4">
        <div className="h-16 w-16 animate-pulse rounded-full bg-gray-200" />
        <div className="space-y-2">
          <div className="h-6 w-48 animate-pulse rounded bg-gray-200" />
          <div className="h-4 w-64 animate-pulse rounded bg-gray-200" />
        </div>
      </div>
      <div className="mt-8 grid gap-6 lg:grid-cols-3">
        <div className="h-96 animate-pulse rounded-2xl bg-gray-100 lg:col-span-2" />
        <div className="h-64 animate-pulse rounded-2xl bg-gray-100" />
      </div>
    </div>
  );
}
