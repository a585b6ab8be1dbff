/**
 * Tests that need a real Redis (REDIS_URL or redis://127.0.0.1:6379). On a developer machine
 * without one they are skipped with a warning; in CI (CI set) a missing Redis fails them instead.
 */
import { Redis } from 'ioredis';

export const TEST_REDIS_URL = process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379';

async function redisReachable(): Promise<boolean> {
  const probe = new Redis(TEST_REDIS_URL, {
    lazyConnect: true,
    connectTimeout: 1000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  probe.on('error', () => {});
  try {
    await probe.connect();
    await probe.ping();
    return true;
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

/** True when the calling test file should skip its Redis tests (and says so once). */
export async function skipWithoutRedis(name: string): Promise<boolean> {
  const skip = !(await redisReachable()) && !process.env['CI'];
  if (skip) console.warn(`[${name}] SKIPPED: Redis unreachable at ${TEST_REDIS_URL} (set CI=1 to make this a failure)`);
  return skip;
}
