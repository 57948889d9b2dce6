/** A placeholder list while a data page streams in; the same rhythm as the cards that replace it. */
export function ListSkeleton({ title, rows = 4 }: { title: string; rows?: number }) {
  return (
    <div aria-busy="true" aria-live="polite">
      <section className="border-b border-brand-100 bg-gradient-to-b from-brand-50 to-white">
        <div className="container-page py-10 sm:py-14">
          <p className="sr-only">Loading {title}...</p>
          <div className="h-4 w-28 animate-pulse rounded bg-brand-100" />
          <div className="mt-3 h-9 w-72 max-w-full animate-pulse rounded bg-brand-100" />
          <div className="mt-5 h-5 w-full max-w-2xl animate-pulse rounded bg-gray-200" />
        </div>
      </section>
      <ul className="container-page grid gap-4 py-10 md:grid-cols-2">
        {Array.from({ length: rows }, (_, i) => (
          <li key={i} className="h-40 animate-pulse rounded-xl border border-gray-200 bg-gray-50" />
        ))}
      </ul>
    </div>
  );
}
