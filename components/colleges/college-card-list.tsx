'use client';

import { startTransition, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { FavoriteToggle } from '@/components/auth/favorite-toggle';
import { CompareToggle } from '@/components/compare/compare-toggle';
import { findCardControls, type CardControlSlot } from './card-controls';

interface Props {
  className?: string;
  /** The list's items: server-rendered CollegeCards, each in an `li`. */
  children: ReactNode;
}

/**
 * A list of college cards and the one client island for all their toggles: it finds each card's control slots
 * (components/colleges/card-controls.ts) and renders FavoriteToggle or CompareToggle into them through portals.
 */
export function CollegeCardList({ className, children }: Props) {
  const list = useRef<HTMLUListElement>(null);
  const [slots, setSlots] = useState<readonly CardControlSlot[]>([]);

  // Again whenever the server sends other cards (a new search page), whose fragments bring new slots. In a
  // transition: twenty toggles rendered at once after hydration were one long task on a slow phone; rendered in a
  // transition, React yields between them. The placeholders stay on screen until then.
  useEffect(() => {
    const found = list.current ? findCardControls(list.current) : [];
    startTransition(() => setSlots(found));
  }, [children]);

  return (
    <ul ref={list} className={className}>
      {children}
      {slots.map((slot) => createPortal(<SlotToggle slot={slot} />, slot.element, `${slot.kind}:${slot.item}`))}
    </ul>
  );
}

/** A toggle in its slot, taking the placeholder's place in the same commit, so nothing moves or flashes. */
function SlotToggle({ slot }: { slot: CardControlSlot }) {
  useLayoutEffect(() => slot.placeholder.forEach((node) => node.remove()), [slot]);
  return slot.kind === 'favorite' ? (
    <FavoriteToggle kind="college" itemId={slot.item} itemName={slot.name} compact />
  ) : (
    <CompareToggle slug={slot.item} name={slot.name} compact />
  );
}
