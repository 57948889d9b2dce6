'use client';

import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { FavoriteToggle } from '@/components/auth/favorite-toggle';
import { CompareToggle } from '@/components/compare/compare-toggle';
import { claimCardControls, type CardControlSlot } from './card-controls';

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

  // Layout effect: the placeholders give way to the toggles before the browser paints. It runs again when the
  // server sends other cards (a new search page), whose fragments bring new slots.
  useLayoutEffect(() => {
    if (list.current) setSlots(claimCardControls(list.current));
  }, [children]);

  return (
    <ul ref={list} className={className}>
      {children}
      {slots.map(({ kind, item, name, element }) =>
        createPortal(
          kind === 'favorite' ? (
            <FavoriteToggle kind="college" itemId={item} itemName={name} compact />
          ) : (
            <CompareToggle slug={item} name={name} compact />
          ),
          element,
          `${kind}:${item}`,
        ),
      )}
    </ul>
  );
}
