/** An exam page's shape while it loads: breadcrumbs, title, key facts and text. */
export default function ExamLoading() {
  return (
    <div className="container-page animate-pulse py-8 sm:py-12" role="status" aria-live="polite">
      <span className="sr-only">Loading...</span>
      <div className="h-4 w-64 rounded bg-gray-100" />
      <div className="mt-8 max-w-3xl">
        <div className="h-6 w-28 rounded-full bg-gray-200" />
        <div className="mt-4 h-10 w-full rounded bg-gray-200" />
        <div className="mt-2 h-10 w-2/3 rounded bg-gray-200" />
        <div className="mt-6 h-14 w-full rounded bg-gray-100" />
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} className="mt-4 h-4 w-full rounded bg-gray-100" />
        ))}
      </div>
    </div>
  );
}
