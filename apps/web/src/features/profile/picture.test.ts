import { describe, expect, it } from 'vitest';
import { PICTURE_MAX_BYTES, pictureProblem, squareCrop } from './picture';

describe('profile picture preview', () => {
  it('crops the centre of a wide picture', () => {
    expect(squareCrop(1200, 800)).toEqual({ sx: 200, sy: 0, side: 800 });
  });

  it('crops the centre of a tall picture', () => {
    expect(squareCrop(600, 1000)).toEqual({ sx: 0, sy: 200, side: 600 });
  });

  it('keeps a square as it is, and rounds odd margins', () => {
    expect(squareCrop(512, 512)).toEqual({ sx: 0, sy: 0, side: 512 });
    expect(squareCrop(101, 100)).toEqual({ sx: 1, sy: 0, side: 100 });
  });

  it('accepts pictures of the allowed types and size only', () => {
    expect(pictureProblem({ type: 'image/png', size: 1000 })).toBeNull();
    expect(pictureProblem({ type: 'image/svg+xml', size: 1000 })).toBe('type');
    expect(pictureProblem({ type: 'image/jpeg', size: PICTURE_MAX_BYTES + 1 })).toBe('size');
  });
});
