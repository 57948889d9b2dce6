import { describe, expect, it } from 'vitest';
import { bodyLimitFor } from '@/supabase/local/body';
import { decodesCleanly } from '@/supabase/local/server';

describe('front checks', () => {
  it('finds malformed percent-encoding in path, keys and values only', () => {
    expect(decodesCleanly('/rest/v1/t?a=eq.%20x&b=like.%25y%25&c=d+e')).toBe(true);
    expect(decodesCleanly('/rest/v1/%E0%A4%A')).toBe(false);
    expect(decodesCleanly('/rest/v1/t?select=%zz')).toBe(false);
    expect(decodesCleanly('/rest/v1/t?%C3=1')).toBe(false);
  });

  it('gives object uploads the storage limit and every other body the general one', () => {
    const config = { bodyLimit: 10, storageBodyLimit: 1000 };
    const upload = { limit: 1000 + 64 * 1024, upload: true };
    const other = { limit: 10, upload: false };
    expect(bodyLimitFor('POST', '/storage/v1/object/media/a/b.png', config)).toEqual(upload);
    expect(bodyLimitFor('PUT', '/storage/v1/object/media/a.png', config)).toEqual(upload);
    expect(bodyLimitFor('PUT', '/storage/v1/object/upload/sign/media/a.png', config)).toEqual(upload);
    expect(bodyLimitFor('POST', '/storage/v1/object/list/media', config)).toEqual(other);
    expect(bodyLimitFor('POST', '/storage/v1/object/sign/media/a.png', config)).toEqual(other);
    expect(bodyLimitFor('POST', '/storage/v1/object/move', config)).toEqual(other);
    expect(bodyLimitFor('DELETE', '/storage/v1/object/media', config)).toEqual(other);
    expect(bodyLimitFor('POST', '/rest/v1/t', config)).toEqual(other);
  });
});
