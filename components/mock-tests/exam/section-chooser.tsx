'use client';

/** NMAT lets the candidate pick the order of sections: each opens with its own clock and cannot be reopened. */
export function SectionChooser({
  choices,
  sections,
  busy,
  onChoose,
}: {
  choices: string[];
  sections: { name: string; minutes: number | null }[];
  busy: boolean;
  onChoose: (section: string) => void;
}) {
  return (
    <section
      aria-labelledby="choose-section"
      className="mx-auto my-8 w-full max-w-xl rounded-xl border border-gray-200 bg-white p-6"
    >
      <h2 id="choose-section" className="text-lg font-semibold text-brand-900">
        Choose your next section
      </h2>
      <p className="mt-1 text-sm text-gray-700">
        Its clock starts as soon as you open it, and once it ends you cannot go back to it.
      </p>
      <ul className="mt-4 space-y-2">
        {choices.map((name) => (
          <li key={name}>
            <button type="button" className="btn-secondary w-full justify-between" disabled={busy} onClick={() => onChoose(name)}>
              <span>Start {name}</span>
              <span className="text-sm text-gray-600">{sections.find((s) => s.name === name)?.minutes ?? '–'} minutes</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
