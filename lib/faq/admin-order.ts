/*
 * The FAQ order editors set by dragging, by the Move up/Move down buttons or by typing a position. The public
 * lists read order_index ascending, so saving a new order of some FAQs reuses the order_index values those FAQs
 * already hold: a category reordered on its own keeps its place among the other categories.
 */

export interface OrderSlot {
  id: string;
  orderIndex: number;
}

/** The list with the item at `from` moved to `to` (both clamped into the list); a new array, the input untouched. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  if (from < 0 || from >= next.length) return next;
  const target = Math.min(Math.max(0, to), next.length - 1);
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item);
  return next;
}

/**
 * A typed position (1 = first) as a list index, or null when it is not a whole number; numbers past either end
 * mean the first or the last place, as people expect when they type 0 or 99.
 */
export function positionToIndex(typed: string, count: number): number | null {
  const trimmed = typed.trim();
  if (!/^-?\d+$/.test(trimmed) || count < 1) return null;
  return Math.min(Math.max(Number(trimmed), 1), count) - 1;
}

/**
 * The order_index each FAQ gets when `orderedIds` is the new order of the FAQs in `current`: the values they
 * held, ascending, made strictly increasing (seeded or newly added FAQs may share a value, and a tie would leave
 * the order to the database). Throws when the ids are not exactly the FAQs of `current`.
 */
export function orderAssignments(current: readonly OrderSlot[], orderedIds: readonly string[]): OrderSlot[] {
  const known = new Set(current.map((slot) => slot.id));
  if (
    orderedIds.length !== current.length ||
    new Set(orderedIds).size !== orderedIds.length ||
    !orderedIds.every((id) => known.has(id))
  ) {
    throw new Error('The new order must name each FAQ exactly once.');
  }
  const values = current.map((slot) => slot.orderIndex).sort((a, b) => a - b);
  const slots: number[] = [];
  for (const value of values) slots.push(slots.length === 0 ? value : Math.max(value, slots[slots.length - 1] + 1));
  return orderedIds.map((id, i) => ({ id, orderIndex: slots[i] }));
}
