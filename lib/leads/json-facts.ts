/**
 * A JSON object as label/value pairs for a definition list: nested objects become dotted keys
 * ('screen.width'), lists are joined, and empty values are left out. Non-objects give no pairs.
 */
export function jsonFacts(value: unknown, prefix = ''): [string, string][] {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return [];
  const out: [string, string][] = [];
  for (const [key, item] of Object.entries(value)) {
    const label = prefix ? `${prefix}.${key}` : key;
    if (item === null || item === undefined || item === '') continue;
    if (Array.isArray(item)) {
      if (item.length) out.push([label, item.map((v) => (typeof v === 'object' ? JSON.stringify(v) : String(v))).join(', ')]);
    } else if (typeof item === 'object') {
      out.push(...jsonFacts(item, label));
    } else {
      out.push([label, String(item)]);
    }
  }
  return out;
}
