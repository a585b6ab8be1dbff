/**
 * What an upload is, read from its first bytes only (png and jpeg,
 * docs/product-rules/records-and-appeals.md#uploads). The declared content type and the file name
 * are the client's word and are ignored: a script renamed to .png must not be stored, and a real
 * screenshot named .heic by some phone still is.
 */
export type ImageMime = 'image/png' | 'image/jpeg';

/** Bytes of the head the check needs. */
export const SNIFF_BYTES = 16;

// Signature, then the length and type of the first chunk, which the PNG standard fixes as IHDR.
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PNG_IHDR = Buffer.from([0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52]);

export function sniffImage(head: Buffer): ImageMime | null {
  if (head.length >= 16 && head.subarray(0, 8).equals(PNG_SIGNATURE) && head.subarray(8, 16).equals(PNG_IHDR)) {
    return 'image/png';
  }
  // SOI (FF D8), then the first segment's marker: FF followed by a marker code (never 00 or FF).
  if (head.length >= 4 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) {
    const marker = head[3] ?? 0;
    if (marker !== 0x00 && marker !== 0xff) return 'image/jpeg';
  }
  return null;
}

export function extensionOf(mime: ImageMime): 'png' | 'jpg' {
  return mime === 'image/png' ? 'png' : 'jpg';
}

// RIFF, the file size, WEBP, then the first chunk: lossy, lossless or extended.
const RIFF = Buffer.from('RIFF', 'latin1');
const WEBP = Buffer.from('WEBP', 'latin1');
const WEBP_CHUNKS = new Set(['VP8 ', 'VP8L', 'VP8X']);

/** A WebP image, by its head (staff campaign images allow it; appeal screenshots do not). */
export function isWebp(head: Buffer): boolean {
  return (
    head.length >= 16 &&
    head.subarray(0, 4).equals(RIFF) &&
    head.subarray(8, 12).equals(WEBP) &&
    WEBP_CHUNKS.has(head.subarray(12, 16).toString('latin1'))
  );
}
