import Link from 'next/link';
import Markdown, { type Components } from 'react-markdown';
import { isInternalHref, markdownOptions } from '@/lib/blog/markdown';

/*
 * Typography as element mappings rather than a prose plugin: the post page's <h1> is the title, so a '#' in
 * the body becomes an <h2> (one h1 per page), tables scroll inside their own box on a 360 px screen, and
 * images from other hosts are not loaded (DESIGN.md: never hot-linked) — their alt text stands in.
 */
const components: Components = {
  h1: (props) => <h2 className="mt-10 mb-3 text-2xl font-bold text-brand-900" {...strip(props)} />,
  h2: (props) => <h2 className="mt-10 mb-3 text-2xl font-bold text-brand-900" {...strip(props)} />,
  h3: (props) => <h3 className="mt-8 mb-2 text-xl font-semibold text-brand-900" {...strip(props)} />,
  h4: (props) => <h4 className="mt-6 mb-2 text-lg font-semibold text-brand-900" {...strip(props)} />,
  p: (props) => <p className="my-4 leading-7" {...strip(props)} />,
  ul: (props) => <ul className="my-4 list-disc space-y-2 pl-6" {...strip(props)} />,
  ol: (props) => <ol className="my-4 list-decimal space-y-2 pl-6" {...strip(props)} />,
  li: (props) => <li className="leading-7" {...strip(props)} />,
  blockquote: (props) => <blockquote className="my-6 border-l-4 border-brand-200 pl-4 text-gray-700 italic" {...strip(props)} />,
  hr: () => <hr className="my-8 border-gray-200" />,
  code: (props) => <code className="rounded bg-gray-100 px-1 py-0.5 text-[0.9em]" {...strip(props)} />,
  pre: (props) => <pre className="my-4 overflow-x-auto rounded-lg bg-gray-100 p-4 text-sm" {...strip(props)} />,
  table: (props) => (
    <div className="my-6 overflow-x-auto rounded-lg border border-gray-200">
      <table className="w-full min-w-[28rem] border-collapse text-left text-sm" {...strip(props)} />
    </div>
  ),
  thead: (props) => <thead className="bg-brand-50 text-brand-900" {...strip(props)} />,
  th: (props) => <th scope="col" className="px-3 py-2 font-semibold" {...strip(props)} />,
  td: (props) => <td className="border-t border-gray-200 px-3 py-2 align-top" {...strip(props)} />,
  a: ({ href, children }) =>
    isInternalHref(href) ? (
      <Link href={href} className="link underline">
        {children}
      </Link>
    ) : (
      <a href={href} className="link underline" rel="noopener noreferrer nofollow">
        {children}
      </a>
    ),
  img: ({ src, alt }) =>
    typeof src === 'string' && isInternalHref(src) ? (
      // A same-site image of unknown size: next/image needs dimensions the markdown does not carry.
      // eslint-disable-next-line @next/next/no-img-element
      <img src={src} alt={alt ?? ''} loading="lazy" className="my-6 h-auto max-w-full rounded-lg" />
    ) : (
      <span className="text-gray-600">{alt ? `[Image: ${alt}]` : null}</span>
    ),
};

/** react-markdown passes its hast `node` to every component; it must not reach the DOM as an attribute. */
function strip<T extends { node?: unknown }>(props: T): Omit<T, 'node'> {
  const { node: _node, ...rest } = props;
  return rest;
}

/** A post body, rendered on the server (no markdown code ships to the browser) and sanitized. */
export function PostMarkdown({ children }: { children: string }) {
  return (
    <div className="text-base text-gray-800 sm:text-lg">
      <Markdown {...markdownOptions} components={components}>
        {children}
      </Markdown>
    </div>
  );
}
