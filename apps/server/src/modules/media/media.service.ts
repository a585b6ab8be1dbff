/**
 * Staff images for campaigns (docs/staff-console.md#images): a png, jpeg or webp of at most
 * MEDIA_MAX_BYTES, its type read from the bytes (the name and declared type are ignored), stored
 * in the database with the audit row in one transaction, and served to everyone under a name made
 * from its SHA-256, so the name always means the same bytes. Anything refused stores nothing.
 */
import { createHash } from 'node:crypto';
import { ErrorCode } from '@nyota/contract/error-codes';
import {
  MEDIA_MAX_BYTES,
  MEDIA_NAME_PATTERN,
  MEDIA_PATH,
  type MediaMime,
  type UploadMediaOutput,
} from '@nyota/contract/staff/schemas-promotions';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import type { AuditService } from '../staff/index.js';
import { isWebp, sniffImage, SNIFF_BYTES } from '../uploads/index.js';
import type { MediaFile, MediaRepo } from './media.repo.js';

export interface MediaDeps {
  db: Db;
  clock: Clock;
  repo: MediaRepo;
  audit: Pick<AuditService, 'append'>;
}

export interface MediaActor {
  id: string;
  username: string;
}

const EXTENSIONS: Record<MediaMime, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };
const KIB = 1024;

const tooLarge = () => new AppError(ErrorCode.VALIDATION, 'errors.media_too_large', { max: MEDIA_MAX_BYTES / KIB });

function mimeOf(bytes: Buffer): MediaMime | null {
  const head = bytes.subarray(0, SNIFF_BYTES);
  return sniffImage(head) ?? (isWebp(head) ? 'image/webp' : null);
}

export class MediaService {
  constructor(private readonly d: MediaDeps) {}

  /** Stores one image from its base64 text (checked as base64 by the contract). */
  async upload(actor: MediaActor, base64: string): Promise<UploadMediaOutput> {
    // Refused from the text's length, before decoding: base64 holds 3 bytes in 4 characters.
    if (Math.floor((base64.length * 3) / 4) - padding(base64) > MEDIA_MAX_BYTES) throw tooLarge();
    const bytes = Buffer.from(base64, 'base64');
    if (bytes.length > MEDIA_MAX_BYTES) throw tooLarge();
    const mime = mimeOf(bytes);
    if (!mime) throw new AppError(ErrorCode.VALIDATION, 'errors.media_type');
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const candidate = `${sha256.slice(0, 32)}.${EXTENSIONS[mime]}`;
    const at = this.d.clock.now();
    const name = await this.d.db.transaction().execute(async (trx) => {
      const stored = await this.d.repo.insert(trx, {
        name: candidate,
        mime,
        size: bytes.length,
        sha256,
        bytes,
        staffId: actor.id,
        at,
      });
      await this.d.audit.append(trx, {
        actorId: actor.id,
        actor: actor.username,
        action: 'media.upload',
        target: `media:${stored}`,
        after: { name: stored, mime, size: bytes.length, sha256 },
      });
      return stored;
    });
    return { url: `${MEDIA_PATH}/${name}`, mime, size: bytes.length };
  }

  /** A stored image, or null for an unknown or malformed name. */
  async open(name: string): Promise<MediaFile | null> {
    if (!MEDIA_NAME_PATTERN.test(name)) return null;
    return (await this.d.repo.find(this.d.db, name)) ?? null;
  }
}

function padding(base64: string): number {
  return base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
}
