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
}

const SLOT_SELECTOR = '[data-card-control]';

function slot(kind: CardControlKind, item: string, name: string, placeholder: Html): Html {
  return html`<span data-card-control="${kind}" data-item="${item}" data-name="${name}">${placeholder}</span>`;
}

/** FavoriteToggle (compact) while the session is loading. */
export function favoriteSlotHtml(collegeId: string, name: string): Html {
  return slot(
    'favorite',
    collegeId,
    name,
    html`<span class="inline-flex flex-col items-start"
      ><button
        type="button"
        disabled=""
        aria-pressed="false"
        aria-label="Save ${name} to favourites"
        data-testid="favorite-toggle"
        class="btn-ghost h-11 w-11 px-0"
      >
        ${iconHtml('heart', 'h-4 w-4')}
      </button></span
    >`,
  );
}

/** CompareToggle (compact) before the tray is read. */
export function compareSlotHtml(slug: string, name: string): Html {
  return slot(
    'compare',
    slug,
    name,
    html`<span class="inline-flex flex-col items-start"
      ><button
        type="button"
        disabled=""
        aria-pressed="false"
        aria-label="Add ${name} to compare"
        class="btn-ghost min-h-11 px-2 text-sm"
      >
        ${iconHtml('plus', 'h-4 w-4')}<span>Compare</span></button
      ><span role="status" class="sr-only"></span
    ></span>`,
  );
}

/**
 * The control slots under `root`. A slot seen for the first time loses its placeholder, for the toggle the island
 * renders into it; one already holding a toggle is left alone (a fragment React did not re-render keeps its nodes).
 */
export function claimCardControls(root: ParentNode): CardControlSlot[] {
  return Array.from(root.querySelectorAll<HTMLElement>(SLOT_SELECTOR)).flatMap((element) => {
    const { cardControl: kind, item, name } = element.dataset;
    if ((kind !== 'favorite' && kind !== 'compare') || !item || name === undefined) return [];
    if (element.dataset.claimed === undefined) {
      element.replaceChildren();
      element.dataset.claimed = '';
    }
    return [{ kind, item, name, element }];
  });
}
