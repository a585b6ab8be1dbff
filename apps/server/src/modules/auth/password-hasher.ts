/**
 * argon2id at the OWASP minimum (19 MiB, 2 passes, 1 lane), stored as PHC strings so the
 * parameters can rise later. Every hash holds its memory while it runs, so at most a few run at
 * once; past a short queue the request is refused (RATE_LIMITED) rather than letting a login flood
 * take the node's memory.
 */
import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';
import { rateLimited } from '../../platform/http/app-error.js';
import { Semaphore, SemaphoreFullError } from '../../platform/concurrency/semaphore.js';

// The package's Algorithm is an ambient const enum, which isolatedModules cannot read: 2 is Argon2id.
const ARGON2ID = 2 as Algorithm;

export const ARGON2_OPTIONS: Options = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };

const MAX_CONCURRENT = Math.min(4, Math.max(1, availableParallelism()));
const MAX_QUEUED = 64;

export class PasswordHasher {
  private readonly gate = new Semaphore(MAX_CONCURRENT, MAX_QUEUED);
  private dummy: Promise<string> | null = null;

  hash(password: string): Promise<string> {
    return this.limited(() => hash(password, ARGON2_OPTIONS));
  }

  async verify(stored: string, password: string): Promise<boolean> {
    return this.limited(async () => {
      try {
        return await verify(stored, password);
      } catch {
        // A malformed stored hash is a failed login, not a server error.
        return false;
      }
    });
  }

  /**
   * Verifies against the member's hash, or against a throwaway hash when there is no member, so an
   * unknown number costs the same time as a wrong password.
   */
  async verifyOrDummy(stored: string | null, password: string): Promise<boolean> {
    if (stored !== null) return this.verify(stored, password);
    this.dummy ??= this.hash(randomBytes(16).toString('base64url'));
    await this.verify(await this.dummy, password);
    return false;
  }

  private async limited<T>(task: () => Promise<T>): Promise<T> {
    try {
      return await this.gate.run(task);
    } catch (err) {
      if (err instanceof SemaphoreFullError) throw rateLimited();
      throw err;
    }
  }
}
