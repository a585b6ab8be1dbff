/**
 * Transport faults queued by the control API and consumed by the next matching provider requests:
 * HTTP errors, a connection dropped before or after the transaction was created, a response held
 * back, or a callback that beats the response. Each fault fires `remaining` times.
 */
import { newUuid } from './ids.js';
import type { SandboxStore } from './store.js';
import type { Fault, FaultMode, FaultOp, ProviderId } from './types.js';

export class FaultBook {
  constructor(private readonly store: SandboxStore) {}

  add(spec: { provider: ProviderId; op: FaultOp; mode: FaultMode; count?: number; delayMs?: number }): Fault {
    const fault: Fault = { id: newUuid(), provider: spec.provider, op: spec.op, mode: spec.mode, remaining: spec.count ?? 1 };
    if (spec.delayMs !== undefined) fault.delayMs = spec.delayMs;
    this.store.data.faults.push(fault);
    this.store.touch();
    return fault;
  }

  /** The first fault for this provider and operation, used up by one. */
  take(provider: ProviderId, op: FaultOp): Fault | undefined {
    const faults = this.store.data.faults;
    const f = faults.find((x) => x.provider === provider && (x.op === op || x.op === 'any') && x.remaining > 0);
    if (!f) return undefined;
    f.remaining--;
    this.store.data.faults = faults.filter((x) => x.remaining > 0);
    this.store.touch();
    return { ...f };
  }

  list(): Fault[] {
    return this.store.data.faults;
  }

  clear(provider?: ProviderId): void {
    this.store.data.faults = provider ? this.store.data.faults.filter((f) => f.provider !== provider) : [];
    this.store.touch();
  }
}
