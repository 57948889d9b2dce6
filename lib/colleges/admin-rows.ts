/*
 * The college form's repeatable rows (cut-offs, rankings, sources, programmes) travel as flat form fields named
 * `<list>.<index>.<field>` (`programs.0.name`), so a plain <form> posts them and the server reads them back in
 * order here. Row numbers in field names are kept, so a message lands under the input that was typed into.
 */

export interface PostedRow {
  /** The row's number in its field names. */
  index: number;
  fields: Record<string, string>;
}

const ROW_NAME = /^([a-z_]+)\.(\d{1,3})\.([a-z_]+)$/;

/** The rows of `list` in a submitted form, by row number; fields that are not strings are ignored. */
export function collectRows(values: Record<string, unknown>, list: string): PostedRow[] {
  const rows = new Map<number, Record<string, string>>();
  for (const [name, value] of Object.entries(values)) {
    const match = ROW_NAME.exec(name);
    if (!match || match[1] !== list || typeof value !== 'string') continue;
    const index = Number(match[2]);
    const row = rows.get(index) ?? {};
    row[match[3]] = value;
    rows.set(index, row);
  }
  return [...rows.entries()].sort(([a], [b]) => a - b).map(([index, fields]) => ({ index, fields }));
}

/**
 * A row nobody typed into: every field that holds typed text is empty. Choices with a default (a select, a
 * checkbox, an order number) do not count, so an added and untouched row is skipped rather than refused.
 */
export function isBlankRow(row: PostedRow, typedFields: readonly string[]): boolean {
  return typedFields.every((field) => !(row.fields[field] ?? '').trim());
}

/** A row's fields as the flat form names they came from, for putting them back into a form. */
export function rowFieldNames(list: string, index: number, fields: Record<string, string | null | undefined>) {
  const out: Record<string, string> = {};
  for (const [field, value] of Object.entries(fields)) {
    if (value !== null && value !== undefined && value !== '') out[`${list}.${index}.${field}`] = value;
  }
  return out;
}

export interface ProgramSyncPlan<Program> {
  /** Programmes of the college that the submitted list no longer holds. */
  deleteIds: string[];
  /** Submitted programmes whose id the college already has. */
  update: (Program & { id: string })[];
  /** Everything else: new rows, and rows whose id the college does not have (stale or foreign). */
  insert: Omit<Program, 'id'>[];
}

/**
 * Spec §4's program sync for an update: programmes missing from the submitted list are deleted, those with a
 * known id are updated, the rest are inserted. An id seen twice is updated once; the second row is new.
 */
export function planProgramSync<Program extends { id?: string | null }>(
  existingIds: readonly string[],
  submitted: readonly Program[],
): ProgramSyncPlan<Program> {
  const known = new Set(existingIds);
  const kept = new Set<string>();
  const plan: ProgramSyncPlan<Program> = { deleteIds: [], update: [], insert: [] };
  for (const program of submitted) {
    const { id, ...rest } = program;
    if (id && known.has(id) && !kept.has(id)) {
      kept.add(id);
      plan.update.push({ ...program, id });
    } else {
      plan.insert.push(rest);
    }
  }
  plan.deleteIds = existingIds.filter((id) => !kept.has(id));
  return plan;
}
