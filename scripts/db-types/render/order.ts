/** Ordering as the CLI sorts everything it lists: `String.prototype.localeCompare`. */

const collator = new Intl.Collator('en-US');

export const compare = (a: string, b: string) => collator.compare(a, b);

export const byName = <T extends { name: string }>(a: T, b: T) => compare(a.name, b.name);
