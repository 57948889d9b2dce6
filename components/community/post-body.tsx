/**
 * A member's post from its sanitised HTML (lib/community/markdown.ts renders it on the server): one node to
 * hydrate, and no markdown code in the browser when a client island shows a preview or a held reply.
 */
export function PostBody({ html }: { html: string }) {
  return <div className="text-base break-words text-gray-800" dangerouslySetInnerHTML={{ __html: html }} />;
}
