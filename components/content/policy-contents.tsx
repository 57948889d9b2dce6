/** An in-page table of contents for policies, so a reader can jump to the part they came for. */
export function PolicyContents({ sections }: { sections: { id: string; title: string }[] }) {
  return (
    <nav aria-label="On this page" className="rounded-xl border border-gray-200 bg-white p-5 lg:sticky lg:top-24">
      <h2 className="text-sm font-semibold tracking-wide text-gray-700 uppercase">On this page</h2>
      <ol className="mt-3 space-y-1 text-sm">
        {sections.map((s) => (
          <li key={s.id}>
            <a
              href={`#${s.id}`}
              className="inline-flex min-h-11 items-center text-brand-700 underline-offset-4 hover:underline lg:min-h-8"
            >
              {s.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
