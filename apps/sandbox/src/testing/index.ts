/** Test helpers for clients of the sandbox: a standalone sandbox on a port, on a manual clock. */
export * from './harness.js';
export { ManualClock } from './manual-clock.js';
