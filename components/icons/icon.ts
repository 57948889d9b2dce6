import { createElement, type ReactElement, type SVGProps } from 'react';

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
 * A Lucide icon as a plain function component: no hooks, no context and no 'use client', so on a server page it
 * is just SVG markup (nothing to hydrate, nothing in the page's React payload beyond the markup), and it works the
 * same inside client components. Lucide's defaults: 24 px, currentColor stroke of width 2 with round caps and
 * joins, and aria-hidden unless it is given an accessible name (aria-*, role, title or children).
 */
export function makeIcon(displayName: string, node: IconNode): IconComponent {
  function Icon({ size = 24, strokeWidth = 2, children, ...rest }: IconProps): ReactElement {
    const hidden = children == null && !isLabelled(rest);
    return createElement(
      'svg',
      {
        width: size,
        height: size,
        viewBox: '0 0 24 24',
        fill: 'none',
        stroke: 'currentColor',
        strokeWidth,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        ...(hidden ? { 'aria-hidden': 'true' } : {}),
        ...rest,
      },
      ...node.map(([tag, attributes]) => createElement(tag, attributes)),
      children,
    );
  }
  Icon.displayName = displayName;
  return Icon;
}
