import { describe, expect, it } from 'vitest';
import { detectVideoType, VIDEO_URL_MESSAGES, videoPreview } from '@/lib/video/admin-preview';

describe('the live preview of a video link (spec §5)', () => {
  it('turns YouTube watch and short links into their embed link', () => {
    const embed = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';
    for (const url of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s',
      'https://youtu.be/dQw4w9WgXcQ',
      ' https://m.youtube.com/watch?v=dQw4w9WgXcQ ',
      'https://www.youtube.com/shorts/dQw4w9WgXcQ',
    ]) {
      expect(videoPreview(url), url).toEqual({ kind: 'youtube', embedUrl: embed, id: 'dQw4w9WgXcQ' });
    }
  });

  it('plays a video file in the browser and embeds any other link as it is', () => {
    expect(videoPreview('https://cdn.example.com/talk.mp4')).toEqual({ kind: 'file', src: 'https://cdn.example.com/talk.mp4' });
    expect(videoPreview('https://player.vimeo.com/video/76979871')).toEqual({
      kind: 'embed',
      embedUrl: 'https://player.vimeo.com/video/76979871',
    });
    // A watch link without a proper 11-character id is not rewritten.
    expect(videoPreview('https://www.youtube.com/watch?v=short')).toEqual({
      kind: 'embed',
      embedUrl: 'https://www.youtube.com/watch?v=short',
    });
  });

  it('says nothing for an empty field and explains a link that is not one', () => {
    expect(videoPreview('   ')).toEqual({ kind: 'empty' });
    expect(videoPreview('youtube.com/watch?v=dQw4w9WgXcQ')).toEqual({ kind: 'invalid', message: VIDEO_URL_MESSAGES.invalid });
    expect(videoPreview('javascript:alert(1)')).toEqual({ kind: 'invalid', message: VIDEO_URL_MESSAGES.invalid });
  });

  it('suggests the video type from the link', () => {
    expect(detectVideoType('https://youtu.be/dQw4w9WgXcQ')).toBe('youtube');
    expect(detectVideoType('https://vimeo.com/76979871')).toBe('vimeo');
    expect(detectVideoType('https://cdn.example.com/a.webm')).toBe('upload');
    expect(detectVideoType('https://example.com/talk')).toBe('external');
  });
});
