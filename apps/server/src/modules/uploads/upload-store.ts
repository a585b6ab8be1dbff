/**
 * The bytes of uploaded images, in one directory outside the web root (<dataDir>/uploads). A file
 * is written under a temporary name, flushed, then renamed to its final name, so a reader never
 * sees half a file and a crash leaves only a temporary file behind. Names are checked against the
 * contract's pattern before any path is built, so no name can leave the directory.
 */
import { randomBytes, createHash } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_NAME_PATTERN } from '@nyota/contract/api/appeals';
import { SNIFF_BYTES } from './image-type.js';

/** A file written under its temporary name, not yet visible. */
export interface StagedFile {
  tmpPath: string;
  size: number;
  sha256: string;
  /** The first bytes, for the type check. */
  head: Buffer;
}

export class FileTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`upload larger than ${maxBytes} bytes`);
    this.name = 'FileTooLargeError';
  }
}

export class UploadStore {
  constructor(
    readonly dir: string,
    private readonly maxBytes: number,
  ) {}

  /** Writes the stream to a temporary file, counting, hashing and keeping its head; refuses past maxBytes. */
  async stage(source: AsyncIterable<Buffer>): Promise<StagedFile> {
    // Made on first use, so a node that never receives an upload leaves no directory behind.
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
    const tmpPath = path.join(this.dir, `.tmp-${randomBytes(12).toString('hex')}`);
    const file = await open(tmpPath, 'wx', 0o600);
    const hash = createHash('sha256');
    const head: Buffer[] = [];
    let headBytes = 0;
    let size = 0;
    try {
      for await (const chunk of source) {
        size += chunk.length;
        // Leaving the loop destroys the source, so the rest of an oversize body is not read.
        if (size > this.maxBytes) throw new FileTooLargeError(this.maxBytes);
        if (headBytes < SNIFF_BYTES) {
          head.push(chunk.subarray(0, SNIFF_BYTES - headBytes));
          headBytes += Math.min(chunk.length, SNIFF_BYTES - headBytes);
        }
        hash.update(chunk);
        await file.write(chunk);
      }
      await file.sync();
    } catch (err) {
      await file.close().catch(() => undefined);
      await rm(tmpPath, { force: true });
      throw err;
    }
    await file.close();
    return { tmpPath, size, sha256: hash.digest('hex'), head: Buffer.concat(head) };
  }

  /** Makes a staged file visible under its final name (an atomic rename in the same directory). */
  async commit(staged: StagedFile, name: string): Promise<void> {
    await rename(staged.tmpPath, this.pathOf(name));
  }

  async discard(staged: StagedFile): Promise<void> {
    await rm(staged.tmpPath, { force: true });
  }

  async remove(name: string): Promise<void> {
    await rm(this.pathOf(name), { force: true });
  }

  /** A stream of the stored file, or null when it is not on disk. */
  async read(name: string): Promise<ReadStream | null> {
    const file = this.pathOf(name);
    try {
      if (!(await stat(file)).isFile()) return null;
    } catch {
      return null;
    }
    return createReadStream(file);
  }

  private pathOf(name: string): string {
    if (!IMAGE_NAME_PATTERN.test(name)) throw new Error(`not an upload name: ${JSON.stringify(name)}`);
    return path.join(this.dir, name);
  }
}
