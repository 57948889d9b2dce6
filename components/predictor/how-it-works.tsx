import { explainBandingRules } from '@/lib/predictor/explain';

/** The rules in plain words (explain.ts), and which of the visitor's inputs change a band. */
export function HowItWorks({ inputNotes }: { inputNotes: string[] }) {
  return (
    <section aria-labelledby="how-heading" className="mt-10 rounded-xl border border-gray-200 bg-white p-4 sm:p-6">
      <h2 id="how-heading" className="text-xl font-bold text-brand-900">
        How this works
      </h2>
      <ol className="mt-3 list-decimal space-y-2 pl-5 text-sm leading-6 text-gray-800">
        {explainBandingRules().map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ol>
      <h3 className="mt-5 text-base font-semibold text-brand-900">What your inputs change</h3>
      <ul className="mt-2 list-disc space-y-2 pl-5 text-sm leading-6 text-gray-800">
        {inputNotes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </section>
  );
}
