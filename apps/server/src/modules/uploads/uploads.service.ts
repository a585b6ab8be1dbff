/**
 * Appeal screenshots (docs/product-rules/records-and-appeals.md#uploads): stored only when their bytes are a png or jpeg,
 * under a generated name, readable by their owner only, and at most UPLOADS_PER_HOUR per member
 * and clock hour. The quota is a counter in the database (upload_quota), taken by one conditional
 * statement before the body is read and given back when the upload stores nothing, so concurrent
 * uploads cannot together pass it and every node sees the same count. An appeal claims them later.
 */
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { IMAGE_FILE_PATH } from '@nyota/contract/api/paths';
import { IMAGE_NAME_PATTERN, UPLOAD_MAX_BYTES, type UploadImageData } from '@nyota/contract/api/appeals';
import { ErrorCode } from '@nyota/contract/error-codes';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import { extensionOf, sniffImage, type ImageMime } from './image-type.js';
import { FileTooLargeError, type UploadStore } from './upload-store.js';
import type { UploadsRepo } from './uploads.repo.js';

/** A player appeals a few records at most; this is far above honest use and far below abuse. */
export const UPLOADS_PER_HOUR = 20;
const HOUR_MS = 3_600_000;

export interface UploadsDeps {
  db: Db;
  repo: UploadsRepo;
  store: UploadStore;
  clock: Clock;
}

/** The file part of an upload request, as the transport hands it over. */
export interface IncomingFile {
  bytes: AsyncIterable<Buffer>;
  /** Reads the rest of the request once the bytes are consumed; throws if it holds another file. */
  finish(): Promise<void>;
}

export interface StoredImage {
  mime: ImageMime;
  size: number;
  stream: Readable;
}

const tooLarge = () =>
  new AppError(ErrorCode.VALIDATION, 'errors.upload_too_large', { max: Math.floor(UPLOAD_MAX_BYTES / (1024 * 1024)) });

export class UploadsService {
  constructor(private readonly deps: UploadsDeps) {}

  /**
   * Stores one image. `receive` reads the file from the request; it is called only once the
   * member's quota allows another upload, so a refused upload's body is never read.
   */
  async upload(memberId: string, receive: () => Promise<IncomingFile | null>): Promise<UploadImageData> {
    const { db, repo, clock } = this.deps;
    const now = clock.now().getTime();
    const hour = new Date(now - (now % HOUR_MS));
    if (!(await repo.takeSlot(db, memberId, hour, UPLOADS_PER_HOUR))) {
      throw new AppError(ErrorCode.RATE_LIMITED, 'errors.upload_limit');
    }
    try {
      return await this.store(memberId, receive);
    } catch (err) {
      // Nothing was stored: a refused file or a broken body does not use up the player's quota.
      await repo.releaseSlot(db, memberId, hour).catch(() => undefined);
      throw err;
    }
  }

  private async store(memberId: string, receive: () => Promise<IncomingFile | null>): Promise<UploadImageData> {
    const { db, repo, store, clock } = this.deps;
    const file = await receive();
    if (!file) throw new AppError(ErrorCode.VALIDATION, 'errors.upload_missing');
    let staged;
    try {
      staged = await store.stage(file.bytes);
    } catch (err) {
      if (err instanceof FileTooLargeError) throw tooLarge();
      throw err;
    }
    try {
      await file.finish();
    } catch (err) {
      await store.discard(staged);
      throw err;
    }
    const mime = sniffImage(staged.head);
    if (staged.size === 0 || !mime) {
      await store.discard(staged);
      throw new AppError(ErrorCode.VALIDATION, staged.size === 0 ? 'errors.upload_missing' : 'errors.upload_type');
    }
    const name = `${randomBytes(16).toString('hex')}.${extensionOf(mime)}`;
    await store.commit(staged, name);
    try {
      await repo.insert(db, { name, memberId, mime, size: staged.size, sha256: staged.sha256, createdAt: clock.now() });
    } catch (err) {
      await store.remove(name);
      throw err;
    }
    return { name, url: `${IMAGE_FILE_PATH}/${name}`, size: staged.size, mime };
  }

  /** The member's own image, or null for any other name (unknown, someone else's, malformed). */
  async open(memberId: string, name: string): Promise<StoredImage | null> {
    if (!IMAGE_NAME_PATTERN.test(name)) return null;
    const row = await this.deps.repo.findOwned(this.deps.db, name, memberId);
    if (!row) return null;
    const stream = await this.deps.store.read(name);
    return stream ? { mime: row.mime, size: row.size, stream } : null;
  }

  /** An image attached to the appeal, for staff handling it (the staff route checks the permission). */
  async openForAppeal(appealId: string, name: string): Promise<StoredImage | null> {
    if (!IMAGE_NAME_PATTERN.test(name)) return null;
    const row = await this.deps.repo.findForAppeal(this.deps.db, name, appealId);
    if (!row) return null;
    const stream = await this.deps.store.read(name);
    return stream ? { mime: row.mime, size: row.size, stream } : null;
  }

  /**
   * Attaches images to an appeal inside the caller's transaction. True when every name is one of
   * the member's uploads and none belongs to another appeal.
   */
  async claimForAppeal(trx: Db, memberId: string, names: readonly string[], appealId: string): Promise<boolean> {
    const claimed = await this.deps.repo.claim(trx, memberId, names, appealId);
    return claimed.length === new Set(names).size;
  }
}
