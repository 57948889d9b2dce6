/** A card's display length ("18:40", "1:02:10") as an ISO 8601 duration for VideoObject ("PT18M40S"). */
export function toIsoDuration(display: string | null | undefined): string | undefined {
  const parts = (display ?? '').trim().split(':');
  if (parts.length < 2 || parts.length > 3 || !parts.every((p) => /^\d{1,2}$/.test(p))) return undefined;
  const [h, m, s] = parts.length === 3 ? parts.map(Number) : [0, ...parts.map(Number)];
  if (m > 59 || s > 59) return undefined;
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s || (!h && !m) ? `${s}S` : ''}`;
}
