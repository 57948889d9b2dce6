const MAX_LABEL = 18;

/** An axis label that fits its 120 px column; the table beside the chart has the full text. */
export function shortLabel(label: string): string {
  return label.length > MAX_LABEL ? `${label.slice(0, MAX_LABEL - 1)}…` : label;
}
