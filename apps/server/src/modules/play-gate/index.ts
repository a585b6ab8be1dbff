/** "May this member stake now?", asked by every game as a stake is taken; self-exclusion feeds it. */
import { PlayGate, type PlayGateLogger } from './play-gate.js';

export * from './play-gate.js';

export interface PlayGateModule {
  gate: PlayGate;
}

export function createPlayGateModule(deps: { log: PlayGateLogger }): PlayGateModule {
  return { gate: new PlayGate(deps.log) };
}
