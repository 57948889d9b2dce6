import { createElement, type ReactElement, type SVGProps } from 'react';
import { html, type Html } from '@/lib/html/fragment';
import { SPRITE_HREF } from './sprite-href';

/** An icon's drawing: its SVG elements and their attributes, in Lucide's icon-node format (without React keys). */
export type IconNode = readonly (readonly [tag: string, attributes: Readonly<Record<string, string>>])[];

export type IconProps = SVGProps<SVGSVGElement> & { size?: number | string };

export type IconComponent = (props: IconProps) => ReactElement;

/** What makes an icon stand for something rather than decorate: Lucide's rule for leaving aria-hidden off. */
function isLabelled(props: Record<string, unknown>): boolean {
  return Object.entries(props).some(
    ([name, value]) => value != null && (name.startsWith('aria-') || name === 'role' || name === 'title'),
  );
}

/**
 * A Lucide icon as a plain function component: no hooks, no context and no 'use client', so it renders the same
 * on a server page and inside client components. The drawing is not in the markup: the icon points into one
 * sprite file (public/icons, written by `npm run icons`), which the browser fetches once and caches for good
 * (its name changes with its content). Home draws over a hundred icons, and inline each one cost its drawing
 * twice, in the HTML and in the React payload.
 *
 * Lucide's look comes from the `icon` class (app/globals.css: 24 px, currentColor stroke of width 2 with round
 * caps and joins), so size and colour utilities override it; `size` and `strokeWidth` still work as props.
 * aria-hidden unless the icon is given an accessible name (aria-*, role, title or children), as Lucide does.
 */
export function makeIcon(displayName: string, id: string): IconComponent {
  const href = `${SPRITE_HREF}#${id}`;
  function Icon({ size, strokeWidth, className, style, children, ...rest }: IconProps): ReactElement {
    const hidden = children == null && !isLabelled(rest);
    // Style, not attributes: the class's CSS would win over width, height and stroke-width attributes.
    const sized = size == null ? style : { ...style, width: size, height: size };
    const drawn = strokeWidth == null ? sized : { ...sized, strokeWidth };
    return createElement(
      'svg',
      {
        ...(hidden ? { 'aria-hidden': 'true' } : {}),
        ...rest,
        className: className ? `icon ${className}` : 'icon',
        ...(drawn ? { style: drawn } : {}),
      },
      children,
      createElement('use', { href }),
    );
  }
  Icon.displayName = displayName;
  return Icon;
}

/** A decorative icon inside an `html` fragment (lib/html/fragment.ts): the markup makeIcon renders for it. */
export function iconHtml(id: string, className: string): Html {
  return html`<svg aria-hidden="true" class="icon ${className}"><use href="${SPRITE_HREF}#${id}"></use></svg>`;
}
