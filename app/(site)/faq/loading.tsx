/** Placeholder rows in the accordion's shape while the FAQ page renders. */
export default function FaqLoading() {
  return (
    <div className="container-page max-w-4xl py-10 sm:py-14" role="status" aria-live="polite">
      <span className="sr-only">Loading...</span>
      <div className="h-10 w-80 max-w-full animate-pulse rounded-lg bg-gray-200" />
      <div className="mt-4 h-6 w-full animate-pulse rounded bg-gray-100" />
      <div className="mt-10 h-7 w-32 animate-pulse rounded bg-gray-200" />
      <ul className="mt-3 divide-y divide-gray-200 rounded-xl border border-gray-200" aria-hidden="true">
        {Array.from({ length: 6 }, (_, i) => (
          <li key={i} className="flex min-h-14 items-center px-5">
            <div className="h-5 animate-pulse rounded bg-gray-100" style={{ width: `${60 + ((i * 13) % 30)}%` }} />
          </li>
        ))}
      </ul>
    </div>
  );
}
