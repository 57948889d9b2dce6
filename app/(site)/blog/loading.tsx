/** The list's shape while posts load: heading, filters and a grid of card outlines. */
export default function BlogLoading() {
  return (
    <div className="container-page animate-pulse py-10 sm:py-14" role="status" aria-live="polite">
      <span className="sr-only">Loading...</span>
      <div className="h-4 w-32 rounded bg-gray-200" />
      <div className="mt-3 h-9 w-full max-w-xl rounded bg-gray-200" />
      <div className="mt-4 h-4 w-full max-w-2xl rounded bg-gray-100" />
      <div className="mt-8 h-11 w-full max-w-xl rounded-lg bg-gray-100" />
      <div className="mt-4 flex flex-wrap gap-2">
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} className="h-11 w-28 rounded-full bg-gray-100" />
        ))}
      </div>
      <div className="mt-10 grid gap-4 sm:grid-cols-2">
        {Array.from({ length: 4 }, (_, i) => (
          <div key={i} className="h-52 rounded-xl border border-gray-200 bg-gray-50" />
        ))}
      </div>
    </div>
  );
}
