/** The exam list's shape while it loads. */
export default function ExamsLoading() {
  return (
    <div className="container-page animate-pulse py-8 sm:py-12" role="status" aria-live="polite">
      <span className="sr-only">Loading...</span>
      <div className="h-4 w-40 rounded bg-gray-100" />
      <div className="mt-6 h-10 w-full max-w-md rounded bg-gray-200" />
      <div className="mt-4 h-4 w-full max-w-2xl rounded bg-gray-100" />
      <div className="mt-8 grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {Array.from({ length: 5 }, (_, i) => (
          <div key={i} className="h-72 rounded-xl border border-gray-200 bg-gray-50" />
        ))}
      </div>
    </div>
  );
}
