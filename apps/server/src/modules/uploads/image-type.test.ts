import { describe, expect, it } from 'vitest';
import { extensionOf, isWebp, sniffImage } from './image-type.js';
import { GIF, JPEG, PNG } from './uploads.test-kit.js';

describe('sniffImage', () => {
  it('knows a png and a jpeg by their first bytes', () => {
    expect(sniffImage(PNG.subarray(0, 16))).toBe('image/png');
    expect(sniffImage(JPEG.subarray(0, 16))).toBe('image/jpeg');
    expect(extensionOf('image/png')).toBe('png');
    expect(extensionOf('image/jpeg')).toBe('jpg');
  });

  it.each([
    ['a GIF', GIF],
    ['text', Buffer.from('hello, this is not an image at all')],
    ['an HTML page', Buffer.from('<html><script>alert(1)</script></html>')],
    ['a PDF', Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj')],
    ['a WebP', Buffer.from('RIFF\x24\x00\x00\x00WEBPVP8 ', 'latin1')],
    ['nothing', Buffer.alloc(0)],
    ['the png signature alone', PNG.subarray(0, 8)],
    ['the png signature without IHDR', Buffer.concat([PNG.subarray(0, 8), Buffer.from('\0\0\0\x0dIEND', 'latin1')])],
    ['jpeg SOI with a fill byte', Buffer.from([0xff, 0xd8, 0xff, 0xff, 0, 0])],
    ['jpeg SOI alone', Buffer.from([0xff, 0xd8])],
  ])('refuses %s', (_label, head) => {
    expect(sniffImage(head)).toBeNull();
  });
});

describe('isWebp (staff campaign images only)', () => {
  it('knows lossy, lossless and extended WebP, and nothing else in a RIFF', () => {
    for (const chunk of ['VP8 ', 'VP8L', 'VP8X'])
      expect(isWebp(Buffer.from(`RIFF\x24\x00\x00\x00WEBP${chunk}`, 'latin1'))).toBe(true);
    expect(isWebp(Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt ', 'latin1'))).toBe(false);
    expect(isWebp(Buffer.from('RIFF\x24\x00\x00\x00WEBP', 'latin1'))).toBe(false);
    expect(isWebp(PNG.subarray(0, 16))).toBe(false);
  });
});
