import { describe, expect, it } from 'vitest';
import { isDirectVideoFile, toEmbedUrl, youtubeId } from '@/lib/video/url';

const EMBED = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';

describe('toEmbedUrl (spec §5)', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', EMBED],
    ['https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s', EMBED],
    ['https://m.youtube.com/watch?feature=share&v=dQw4w9WgXcQ', EMBED],
    ['http://www.youtube.com/watch?v=dQw4w9WgXcQ', EMBED],
    ['https://youtu.be/dQw4w9WgXcQ', EMBED],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc123', EMBED],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', EMBED],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', EMBED],
    ['  https://youtu.be/dQw4w9WgXcQ  ', EMBED],
    ['https://www.youtube.com/watch?v=MBADISHA001', 'https://www.youtube-nocookie.com/embed/MBADISHA001'],
  ])('%s becomes the nocookie embed link', (input, expected) => {
    expect(toEmbedUrl(input)).toBe(expected);
  });

  it.each([
    'https://vimeo.com/76979871',
    'https://player.vimeo.com/video/76979871',
    'https://cdn.example.com/videos/intro.mp4',
    'https://www.youtube.com/watch?v=tooShort',
    'https://www.youtube.com/watch?v=waytoolongvideoid',
    'https://www.youtube.com/playlist?list=PL1234567890',
    'https://youtu.be.example.com/dQw4w9WgXcQ',
    'not a url',
  ])('%s is used as it is', (input) => {
    expect(toEmbedUrl(input)).toBe(input);
  });

  it('keeps the id exactly, including - and _', () => {
    expect(youtubeId('https://youtu.be/a-b_c-d_e-f')).toBe('a-b_c-d_e-f');
  });
});

describe('isDirectVideoFile', () => {
  it('recognises video files but not pages', () => {
    expect(isDirectVideoFile('https://cdn.example.com/a.mp4')).toBe(true);
    expect(isDirectVideoFile('/media/intro.webm?v=2')).toBe(true);
    expect(isDirectVideoFile('https://vimeo.com/76979871')).toBe(false);
  });
});
