import { describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '@nyota/contract/appeals-constants';
import { imageProblem, pickImages, UPLOAD_MAX_MB } from './upload-checks';

const png = (size = 2_000) => ({ type: 'image/png', size });
const jpeg = (size = 2_000) => ({ type: 'image/jpeg', size });

describe('screenshot checks before upload (seed §5, §9)', () => {
  it('accepts png and jpeg up to the size limit', () => {
    expect(imageProblem(png())).toBeNull();
    expect(imageProblem(jpeg(UPLOAD_MAX_BYTES))).toBeNull();
    expect(UPLOAD_MAX_MB).toBe(5);
  });

  it('refuses other types, empty files and files over the limit', () => {
    expect(imageProblem({ type: 'image/gif', size: 10 })).toBe('type');
    expect(imageProblem({ type: 'image/webp', size: 10 })).toBe('type');
    expect(imageProblem({ type: 'application/pdf', size: 10 })).toBe('type');
    expect(imageProblem({ type: '', size: 10 })).toBe('type');
    expect(imageProblem(png(0))).toBe('type');
    expect(imageProblem(png(UPLOAD_MAX_BYTES + 1))).toBe('size');
  });

  it('keeps at most 3 images on an appeal and says each kind of problem once', () => {
    const gif = { type: 'image/gif', size: 10 };
    const picked = pickImages([png(), gif, jpeg(), gif, png(), png()], 1);
    expect(picked.accepted).toHaveLength(2);
    expect(picked.problems).toEqual(['type', 'count']);
    expect(pickImages([png()], 3)).toEqual({ accepted: [], problems: ['count'] });
    expect(pickImages([], 0)).toEqual({ accepted: [], problems: [] });
  });
});
