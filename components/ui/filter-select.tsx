/** The classes of a filter bar's fields (GET forms of the public lists), for the fields that are not a FilterSelect. */
export const FILTER_FIELD =
  'mt-1 block min-h-11 w-full rounded-lg border border-gray-300 bg-white px-3 text-base text-gray-900 sm:text-sm';
export const FILTER_LABEL = 'block text-sm font-medium text-gray-800';

/** One labelled select of a public list's filter bar: its first option is "all", the others narrow the list. */
export function FilterSelect({
  label,
  name,
  value,
  allLabel,
  options,
}: {
  label: string;
  name: string;
  value: string;
  allLabel: string;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <label className={FILTER_LABEL}>
      {label}
      <select name={name} defaultValue={value} className={FILTER_FIELD}>
        <option value="">{allLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}
