/** The review forms' text fields and selects: 44 px high to tap, 16 px text so phones do not zoom in. */
export const FIELD = 'mt-1 block min-h-11 w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-base text-gray-900';
export const LABEL = 'block text-sm font-semibold text-gray-900';
