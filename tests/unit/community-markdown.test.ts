import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CommunityMarkdown } from '@/components/community/markdown';
import { communityLinkAttributes } from '@/lib/community/markdown';

function render(markdown: string): string {
  return renderToStaticMarkup(createElement(CommunityMarkdown, null, markdown));
}

const anchors = (html: string) => [...html.matchAll(/<a\b[^>]*>/g)].map((m) => m[0]);

describe('community posts are rendered as user content', () => {
  it('gives every link rel="nofollow ugc", and an outside link a new tab with noopener', () => {
    const html = render('See [the IIM page](/colleges/iim-ahmedabad), [CAT](https://iimcat.ac.in) and <https://example.com/x>.');
    const links = anchors(html);
    expect(links).toHaveLength(3);
    for (const link of links) expect(link).toMatch(/rel="nofollow ugc[^"]*"/);
    expect(links[0]).not.toContain('target=');
    expect(links[1]).toContain('target="_blank"');
    expect(links[1]).toContain('rel="nofollow ugc noopener noreferrer"');
    expect(links[2]).toContain('href="https://example.com/x"');
  });

  it('drops scripts, raw HTML and javascript: links', () => {
    const html = render(
      [
        '<script>alert(1)</script>',
        '<a href="javascript:alert(1)">raw</a>',
        '[click me](javascript:alert(1))',
        '[data](data:text/html;base64,PHNjcmlwdD4=)',
        '<img src=x onerror="alert(1)">',
        '![pic](https://evil.example/x.png)',
        '<iframe src="https://evil.example"></iframe>',
      ].join('\n\n'),
    );
    expect(html).not.toMatch(/<(script|iframe|img)\b/i);
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
    expect(html.toLowerCase()).not.toContain('javascript:');
    expect(html.toLowerCase()).not.toContain('data:text');
    expect(html).toContain('click me');
    expect(html).toContain('[Image: pic]');
  });

  it('keeps what members write: emphasis, lists, code, headings below the page title', () => {
    const html = render('# Heading\n\n**bold** and `code`\n\n- one\n- two');
    expect(html).not.toContain('<h1');
    expect(html).toContain('<h3');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<code');
    expect(html.match(/<li/g)).toHaveLength(2);
  });

  it('words the attributes by where the link goes', () => {
    expect(communityLinkAttributes('/community')).toEqual({ rel: 'nofollow ugc' });
    expect(communityLinkAttributes('#reply-1')).toEqual({ rel: 'nofollow ugc' });
    expect(communityLinkAttributes('//evil.example')).toEqual({ rel: 'nofollow ugc noopener noreferrer', target: '_blank' });
    expect(communityLinkAttributes(undefined)).toEqual({ rel: 'nofollow ugc noopener noreferrer', target: '_blank' });
  });
});
