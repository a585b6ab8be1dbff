/**
 * The sandbox's public surface: what the server mounts in development (registerSandbox), the
 * defaults its adapters are configured with, and the types its fault tests steer. Tests of a client
 * start one on a port with `@nyota/sandbox/testing`.
 */
export { createSandbox, registerSandbox, type Sandbox } from './sandbox.js';
export {
  DEFAULT_MTN_API_KEY,
  DEFAULT_MTN_API_USER,
  DEFAULT_MTN_COLLECTION_KEY,
  DEFAULT_MTN_DISBURSEMENT_KEY,
  DEFAULT_PAWAPAY_COMPANY,
  DEFAULT_PAWAPAY_KEY_ID,
  DEFAULT_PAWAPAY_MERCHANT,
  DEFAULT_PAWAPAY_TOKEN,
  type SandboxOptions,
  type SandboxTiming,
} from './sandbox-options.js';
export {
  DEFAULT_DARAJA_CONSUMER_KEY,
  DEFAULT_DARAJA_CONSUMER_SECRET,
  DEFAULT_DARAJA_SHORTCODE,
  type PayBillOutcome,
} from './daraja/daraja.c2b.js';
export type { Clock } from './core/clock.js';
export { isFinal, type FaultMode, type FaultOp, type Outcome } from './core/types.js';
export type { PromptAction } from './phone/prompts.js';
