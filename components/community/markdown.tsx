import Markdown, { type Components } from 'react-markdown';
import { communityLinkAttributes, communityMarkdownOptions } from '@/lib/community/markdown';

/*
 * A member's post, rendered on the server (no markdown code ships to the browser) and sanitised as blog posts
 * are. Headings are demoted (the thread title is the page's h1 and each post sits under an h2 or h3), images
 * are never loaded (their alt text stands in), and every link carries rel="nofollow ugc".
 */
const components: Components = {
  h1: ({ children }) => <h3 className="mt-5 mb-2 text-lg font-semibold text-brand-900">{children}</h3>,
  h2: ({ children }) => <h3 className="mt-5 mb-2 text-lg font-semibold text-brand-900">{children}</h3>,
  h3: ({ children }) => <h4 className="mt-4 mb-2 font-semibold text-brand-900">{children}</h4>,
  h4: ({ children }) => <h4 className="mt-4 mb-2 font-semibold text-brand-900">{children}</h4>,
  h5: ({ children }) => <p className="mt-4 mb-2 font-semibold">{children}</p>,
  h6: ({ children }) => <p className="mt-4 mb-2 font-semibold">{children}</p>,
  p: ({ children }) => <p className="my-3 leading-7">{children}</p>,
  ul: ({ children }) => <ul className="my-3 list-disc space-y-1 pl-6">{children}</ul>,
  ol: ({ children }) => <ol className="my-3 list-decimal space-y-1 pl-6">{children}</ol>,
  li: ({ children }) => <li className="leading-7">{children}</li>,
  blockquote: ({ children }) => (
    <blockquote className="my-4 border-l-4 border-brand-200 pl-4 text-gray-700 italic">{children}</blockquote>
  ),
  hr: () => <hr className="my-6 border-gray-200" />,
  code: ({ children }) => <code className="rounded bg-gray-100 px-1 py-0.5 text-[0.9em] break-words">{children}</code>,
  pre: ({ children }) => <pre className="my-4 overflow-x-auto rounded-lg bg-gray-100 p-3 text-sm">{children}</pre>,
  table: ({ children }) => (
    <div className="my-4 overflow-x-auto rounded-lg border border-gray-200">
      <table className="w-full min-w-[20rem] border-collapse text-left text-sm">{children}</table>
    </div>
  ),
  th: ({ children }) => (
    <th scope="col" className="bg-brand-50 px-3 py-2 font-semibold text-brand-900">
      {children}
    </th>
  ),
  td: ({ children }) => <td className="border-t border-gray-200 px-3 py-2 align-top">{children}</td>,
  a: ({ href, children }) => (
    <a href={href} className="link break-words underline" {...communityLinkAttributes(href)}>
      {children}
    </a>
  ),
  img: ({ alt }) => <span className="text-gray-600">{alt ? `[Image: ${alt}]` : null}</span>,
};

export function CommunityMarkdown({ children }: { children: string }) {
  return (
    <div className="text-base break-words text-gray-800">
      <Markdown {...communityMarkdownOptions} components={components}>
        {children}
      </Markdown>
    </div>
  );
}
