/**
 * The one mutable object: every component reads and writes `store.data`, so reset and snapshot
 * restore replace it whole. `touch()` counts changes for the snapshot writer.
 */
import type { ResolvedOptions } from '../sandbox-options.js';
import type { CallbackSettings, PawapayMerchant, SandboxData } from './types.js';

export class SandboxStore {
  data: SandboxData;
  private changes = 0;

  constructor(private readonly options: ResolvedOptions) {
    this.data = initialData(options);
  }

  reset(): void {
    this.data = initialData(this.options);
    this.touch();
  }

  replace(data: SandboxData): void {
    this.data = data;
  }

  touch(): void {
    this.changes++;
  }

  get changeCount(): number {
    return this.changes;
  }
}

function callbackDefaults(o: ResolvedOptions): CallbackSettings {
  return { endpointDown: false, delayMs: o.timing.callbackDelayMs, mode: 'normal', signature: 'valid' };
}

export function initialData(o: ResolvedOptions): SandboxData {
  const apiUsers: SandboxData['mtn']['apiUsers'] = {};
  for (const u of o.mtn.apiUsers) apiUsers[u.id] = { ...u };
  return {
    version: 1,
    clockOffsetMs: 0,
    tasks: [],
    nextTaskId: 1,
    intents: {},
    prompts: {},
    subscribers: {},
    floats: {},
    callbackLog: [],
    callbackSettings: { pawapay: callbackDefaults(o), mtn: callbackDefaults(o) },
    faults: [],
    pawapay: {
      callbackUrls: { ...o.pawapay.callbackUrls },
      signedCallbacks: o.pawapay.signedCallbacks,
      availability: {},
      merchants: initialMerchants(o),
    },
    mtn: { apiUsers, tokens: {} },
    discrepancies: [],
  };
}

/** Copies, so the control API's changes never leak into the options a reset starts from. */
export function initialMerchants(o: ResolvedOptions): Record<string, PawapayMerchant> {
  const out: Record<string, PawapayMerchant> = {};
  for (const m of o.pawapay.merchants) {
    out[m.id] = { ...m, apiTokens: [...m.apiTokens], publicKeys: m.publicKeys.map((k) => ({ ...k })) };
  }
  return out;
}
