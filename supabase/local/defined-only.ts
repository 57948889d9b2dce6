/** Drops keys whose value is undefined, so `{ token: undefined }` does not overwrite a default when spread. */
export function definedOnly<T extends object>(values: T | undefined): Partial<T> {
  return Object.fromEntries(Object.entries(values ?? {}).filter(([, v]) => v !== undefined)) as Partial<T>;
}
