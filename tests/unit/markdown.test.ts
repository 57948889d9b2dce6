import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PostMarkdown, postMarkdownHtml } from '@/components/blog/markdown';
import { isInternalHref } from '@/lib/blog/markdown';

function render(markdown: string): string {
  return renderToStaticMarkup(createElement(PostMarkdown, null, markdown));
}

const HOSTILE = [
  '<script>alert(1)</script>',
  '<img src=x onerror="alert(1)">',
  '<a href="javascript:alert(1)" onclick="alert(2)">raw link</a>',
  '[click me](javascript:alert(1))',
  '[encoded](jav&#x61;script:alert(1))',
  '[data](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '[vb](vbscript:msgbox(1))',
  '![pic](javascript:alert(1))',
  '<iframe src="https://evil.example"></iframe>',
  '<svg onload="alert(1)"><circle /></svg>',
  '<div style="background:url(javascript:alert(1))" onmouseover="alert(1)">hover</div>',
  '<form action="https://evil.example"><input name="x"></form>',
  '<style>body{display:none}</style>',
  '<object data="x.swf"></object><embed src="x.swf">',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
].join('\n\n');

describe('post markdown is rendered safely', () => {
  const html = render(HOSTILE);

  it('leaves no script, frame, form, style or plugin element', () => {
    expect(html).not.toMatch(/<(script|iframe|form|style|object|embed|svg|math|input)\b/i);
  });

  it('leaves no event-handler or style attribute', () => {
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
    expect(html).not.toMatch(/\sstyle\s*=/i);
  });

  it('leaves no javascript:, vbscript: or data: URL in any attribute', () => {
    const urls = [...html.matchAll(/\s(?:href|src|action|xlink:href|data)="([^"]*)"/gi)].map((m) => m[1].toLowerCase());
    for (const url of urls) expect(url).not.toMatch(/^\s*(javascript|vbscript|data):/);
    expect(html.toLowerCase()).not.toContain('javascript:alert');
  });

  it('keeps the harmless text of hostile input', () => {
    expect(html).toContain('click me');
  });
});

describe('post markdown renders what editors write', () => {
  const html = render(
    [
      '# Title inside the body',
      '## Marking scheme',
      '- **+3** for a correct answer',
      '- −1 for a wrong MCQ',
      '',
      '1. Not visited',
      '2. Answered',
      '',
      '| Section | Questions |',
      '|---|---|',
      '| VARC | 24 |',
      '',
      'Read [how IIMs shortlist](/blog/how-iims-shortlist-beyond-percentile) or [the IIM site](https://iimcat.ac.in).',
      '',
      '![chart](https://elsewhere.example/chart.png)',
    ].join('\n'),
  );

  it('demotes a body h1 so the page keeps one h1', () => {
    expect(html).not.toContain('<h1');
    expect(html).toContain('>Title inside the body</h2>');
    expect(html).toContain('>Marking scheme</h2>');
  });

  it('renders lists, emphasis and GFM tables', () => {
    expect(html).toMatch(/<ul[^>]*>\s*<li[^>]*><strong>\+3<\/strong> for a correct answer<\/li>/);
    expect(html).toMatch(/<ol[^>]*>/);
    expect(html).toMatch(/<table[^>]*>/);
    expect(html).toMatch(/<th scope="col"[^>]*>Section<\/th>/);
    expect(html).toMatch(/<td[^>]*>24<\/td>/);
  });

  it('keeps internal and https links, marking external ones noopener', () => {
    expect(html).toContain('href="/blog/how-iims-shortlist-beyond-percentile"');
    expect(html).toMatch(/<a href="https:\/\/iimcat\.ac\.in"[^>]*rel="noopener noreferrer nofollow"/);
  });

  it('never loads an image from another host', () => {
    expect(html).not.toContain('elsewhere.example');
    expect(html).toContain('[Image: chart]');
  });
});

describe('isInternalHref', () => {
  it.each([
    ['/exams/cat', true],
    ['#fees', true],
    ['//evil.example/x', false],
    ['https://iimcat.ac.in', false],
    [undefined, false],
  ])('%s → %s', (href, expected) => expect(isInternalHref(href)).toBe(expected));
});

describe('the post body is one sanitized HTML string', () => {
  const cases = [
    '<script>alert(1)</script>',
    '<img src=x onerror="alert(1)">',
    '[x](javascript:alert(1))',
    '[x](JaVaScRiPt:alert(1))',
    '[x](  javascript:alert(1))',
    '[x](jav&#x61;script:alert(1))',
    '![x](javascript:alert(1))',
    '[x](data:text/html,<script>alert(1)</script>)',
    '<a href="javascript:alert(1)">raw</a>',
    '[x](<javascript:alert(1)>)',
    '[x]: javascript:alert(1)\n\n[x]',
    '`<script>alert(1)</script>` and\n\n```html\n<img src=x onerror=alert(1)>\n```',
    '| a |\n|---|\n| <script>alert(1)</script> [x](javascript:alert(1)) |',
  ];

  it.each(cases)('%s never reaches the HTML', (markdown) => {
    const html = postMarkdownHtml(markdown);
    expect(html).not.toMatch(/<script\b/i);
    // Inside a tag (the text of a code block may spell 'onerror=' out, escaped).
    expect(html).not.toMatch(/<[a-z][^>]*\son[a-z]+\s*=/i);
    const urls = [...html.matchAll(/\s(?:href|src)="([^"]*)"/gi)].map((m) => (m[1] ?? '').toLowerCase());
    for (const url of urls) expect(url).not.toMatch(/^\s*(javascript|vbscript|data):/);
    expect(html.toLowerCase()).not.toMatch(/(href|src)="[^"]*javascript:/);
  });

  it('escapes code instead of emitting it', () => {
    expect(postMarkdownHtml('`<script>alert(1)</script>`')).toContain('&lt;script>alert(1)&lt;/script>');
  });

  it('is what the component puts in its one element', () => {
    const markdown = '# Heading\n\nText with [a link](/exams/cat).';
    expect(render(markdown)).toBe(`<div class="text-base text-gray-800 sm:text-lg">${postMarkdownHtml(markdown)}</div>`);
  });
});
