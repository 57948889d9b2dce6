/**
 * Counts the records of a CSV as it arrives in chunks, for the export's progress: a line break ends a record
 * only outside a quoted field (messages and notes hold line breaks of their own). The header is not counted.
 * A doubled quote inside a quoted field toggles the state twice, so it needs no special case.
 */
export function csvRecordCounter() {
  let quoted = false;
  let ended = 0;
  return {
    /** Feeds the next chunk of text; returns the data records completed so far. */
    push(chunk: string): number {
      for (let i = 0; i < chunk.length; i++) {
        const ch = chunk.charCodeAt(i);
        if (ch === 34) quoted = !quoted;
        else if (ch === 10 && !quoted) ended++;
      }
      return Math.max(0, ended - 1);
    },
  };
}

/** "1,200 of 5,000 leads" as a whole percentage, never above 100 (leads may arrive during the export). */
export function progressPercent(done: number, total: number | null): number | null {
  if (!total || total <= 0) return null;
  return Math.min(100, Math.floor((done / total) * 100));
}
