import { describe, expect, it } from 'vitest';
import { moveItem, orderAssignments, positionToIndex } from '@/lib/faq/admin-order';

describe('moving a FAQ (drag, Move up/Move down)', () => {
  it('moves an item to a new place and leaves the input alone', () => {
    const items = ['a', 'b', 'c', 'd'];
    expect(moveItem(items, 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(items, 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(items).toEqual(['a', 'b', 'c', 'd']);
  });

  it('clamps moves past either end and ignores a missing item', () => {
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b'], 1, 5)).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b'], 0, 5)).toEqual(['b', 'a']);
    expect(moveItem(['a', 'b'], 4, 0)).toEqual(['a', 'b']);
  });
});

describe('typing a position', () => {
  it('reads 1 as the first place and clamps numbers past either end', () => {
    expect(positionToIndex('1', 3)).toBe(0);
    expect(positionToIndex(' 3 ', 3)).toBe(2);
    expect(positionToIndex('99', 3)).toBe(2);
    expect(positionToIndex('0', 3)).toBe(0);
    expect(positionToIndex('-4', 3)).toBe(0);
  });

  it('refuses what is not a whole number', () => {
    for (const typed of ['', 'two', '1.5', '1e2']) expect(positionToIndex(typed, 3), typed).toBeNull();
    expect(positionToIndex('1', 0)).toBeNull();
  });
});

describe('the order_index values a new order saves', () => {
  it('reuses the values the FAQs held, so a reordered category keeps its place among the others', () => {
    const current = [
      { id: 'a', orderIndex: 20 },
      { id: 'b', orderIndex: 30 },
      { id: 'c', orderIndex: 40 },
    ];
    expect(orderAssignments(current, ['c', 'a', 'b'])).toEqual([
      { id: 'c', orderIndex: 20 },
      { id: 'a', orderIndex: 30 },
      { id: 'b', orderIndex: 40 },
    ]);
  });

  it('makes shared values strictly increasing, so the new order never depends on a tie', () => {
    const current = [
      { id: 'a', orderIndex: 5 },
      { id: 'b', orderIndex: 5 },
      { id: 'c', orderIndex: 6 },
      { id: 'd', orderIndex: 10 },
    ];
    expect(orderAssignments(current, ['d', 'c', 'b', 'a']).map((s) => s.orderIndex)).toEqual([5, 6, 7, 10]);
  });

  it('refuses an order that does not name each FAQ exactly once', () => {
    const current = [
      { id: 'a', orderIndex: 1 },
      { id: 'b', orderIndex: 2 },
    ];
    expect(() => orderAssignments(current, ['a'])).toThrow();
    expect(() => orderAssignments(current, ['a', 'a'])).toThrow();
    expect(() => orderAssignments(current, ['a', 'x'])).toThrow();
  });
});
