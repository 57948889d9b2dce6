import { renderCommunityHtml } from '@/lib/community/markdown';
import { PostBody } from './post-body';

/** A member's post, rendered from its markdown on the server. */
export function CommunityMarkdown({ children }: { children: string }) {
  return <PostBody html={renderCommunityHtml(children)} />;
}
