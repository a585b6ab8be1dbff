/** A test player's credentials, kept apart from the browser helpers so the web server can import it too. */
import { randomInt } from 'node:crypto';
import { uniqueMobile } from './phone.js';

export interface Player {
  /** National form, e.g. 0961234567. */
  mobile: string;
  password: string;
}

/** A new player: a number nobody used and a password that passes the server's common-password check. */
export function newPlayer(): Player {
  return { mobile: uniqueMobile(), password: `Star-${randomInt(100_000, 1_000_000)}x` };
}
