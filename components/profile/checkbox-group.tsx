import type { UseFormRegisterReturn } from 'react-hook-form';

/** A multi-select as a labelled group of checkboxes: keyboard and screen-reader friendly without a widget. */
export function CheckboxGroup({
  legend,
  options,
  registration,
}: {
  legend: string;
  options: readonly string[];
  registration: UseFormRegisterReturn;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-gray-800">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option}
            className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-gray-300 px-3 text-sm text-gray-800 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600"
          >
            <input type="checkbox" value={option} className="h-4 w-4 accent-brand-700" {...registration} />
            {option}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
