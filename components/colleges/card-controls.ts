import { iconHtml } from '@/components/icons/icon';
import { html, type Html } from '@/lib/html/fragment';

/**
 * A card's per-visitor controls (the favourite heart and the compare button) as placeholders inside its HTML
 * fragment. The server sends each as the markup its toggle renders before the session is known (disabled, not
 * pressed), so the page looks the same without JavaScript and nothing moves when the toggles arrive. One client
 * island per list (CollegeCardList) then puts the real toggles in their place: twenty client components per result
 * page cost the server a seventh of a search (docs/performance.md).
 */
export type CardControlKind = 'favorite' | 'compare';

export interface CardControlSlot {
  kind: CardControlKind;
  /** The college's id (favourites) or slug (compare). */
  item: string;
  /** The name in the toggle's accessible label. */
  name: string;
  element: HTMLElement;
  /** The markup the server sent in the slot, for the toggle to replace. */
  placeholder: readonly ChildNode[];
}

const SLOT_SELECTOR = '[data-card-control]';

/**
 * A slot holding the markup a compact toggle renders while it cannot be used yet: disabled, not pressed, in the
 * wrapper that also holds its message (FavoriteToggle, CompareToggle).
 */
function slot(kind: CardControlKind, item: string, name: string, button: { label: string; attributes: Html; content: Html }) {
  return html`<span data-card-control="${kind}" data-item="${item}" data-name="${name}"
    ><span class="inline-flex flex-col items-start"
      ><button type="button" disabled="" aria-pressed="false" aria-label="${button.label}" ${button.attributes}>
        ${button.content}</button
      >${kind === 'compare' ? html`<span role="status" class="sr-only"></span>` : null}</span
    ></span
  >`;
}

/** FavoriteToggle (compact) while the session is loading. */
export const favoriteSlotHtml = (collegeId: string, name: string): Html =>
  slot('favorite', collegeId, name, {
    label: `Save ${name} to favourites`,
    attributes: html`data-testid="favorite-toggle" class="btn-ghost h-11 w-11 px-0"`,
    content: iconHtml('heart', 'h-4 w-4'),
  });

/** CompareToggle (compact) before the tray is read. */
export const compareSlotHtml = (slug: string, name: string): Html =>
  slot('compare', slug, name, {
    label: `Add ${name} to compare`,
    attributes: html`class="btn-ghost min-h-11 px-2 text-sm"`,
    content: html`${iconHtml('plus', 'h-4 w-4')}<span>Compare</span>`,
  });

/** What the server put in each slot, as first seen: a toggle rendered into the slot removes it (CollegeCardList). */
const placeholders = new WeakMap<HTMLElement, readonly ChildNode[]>();

/**
 * The control slots under `root`, each with the placeholder the server sent in it. A slot seen again (a fragment
 * React did not re-render keeps its nodes) keeps the placeholder it had when first seen, so a toggle already
 * rendered into it is never taken for one.
 */
export function findCardControls(root: ParentNode): CardControlSlot[] {
  return Array.from(root.querySelectorAll<HTMLElement>(SLOT_SELECTOR)).flatMap((element) => {
    const { cardControl: kind, item, name } = element.dataset;
    if ((kind !== 'favorite' && kind !== 'compare') || !item || name === undefined) return [];
    let placeholder = placeholders.get(element);
    if (!placeholder) {
      placeholder = Array.from(element.childNodes);
      placeholders.set(element, placeholder);
    }
    return [{ kind, item, name, element, placeholder }];
  });
}
