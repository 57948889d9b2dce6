/** A category key as people read it: 'general' → 'General', 'fees_and_loans' → 'Fees and loans'. */
export function categoryLabel(category: string): string {
  const words = category.trim().replace(/[_-]+/g, ' ').replace(/\s+/g, ' ');
  if (!words) return 'General';
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export interface FaqGroup<T> {
  category: string;
  label: string;
  items: T[];
}

/**
 * FAQs grouped by category for /faq: groups in the order their first FAQ appears (the list is already in
 * order_index order, so editors control both), items keeping their order inside each group.
 */
export function groupByCategory<T extends { category: string }>(items: readonly T[]): FaqGroup<T>[] {
  const groups = new Map<string, FaqGroup<T>>();
  for (const item of items) {
    const key = item.category.trim().toLowerCase() || 'general';
    let group = groups.get(key);
    if (!group) {
      group = { category: key, label: categoryLabel(key), items: [] };
      groups.set(key, group);
    }
    group.items.push(item);
  }
  return [...groups.values()];
}
