import type { FormHTMLAttributes, HTMLAttributes } from 'react';
import type { Html } from '@/lib/html/fragment';

type Props = HTMLAttributes<HTMLElement> &
  Pick<FormHTMLAttributes<HTMLFormElement>, 'action' | 'method'> & {
    html: Html;
    as?: 'article' | 'div' | 'dl' | 'form' | 'nav' | 'ul' | 'p' | 'table';
  };

/**
 * An element whose content is a fragment built with `html` (lib/html/fragment.ts). Its links navigate within the
 * app through FragmentLinks (components/site/fragment-links.tsx), which the site layout mounts once.
 */
export function HtmlFragment({ html, as: Tag = 'div', ...rest }: Props) {
  return <Tag {...rest} data-fragment="" dangerouslySetInnerHTML={{ __html: html.markup }} />;
}
