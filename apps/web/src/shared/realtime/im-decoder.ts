/**
 * The one decoder of incoming /im messages, for the member socket and the crash watch socket:
 * the contract's union (im/messages.ts) parses each message, so everything after it works on
 * typed data. A message that does not parse (malformed, or a kind this build does not know yet,
 * e.g. one a newer server added) is ignored, counted, and in development logged; it never throws.
 *
 * The union is written with zod/mini (a few KiB gzip, loaded with the live connection or the crash
 * view, never on the first screen). A crash viewer decodes about one message a second.
 */
import { imServerMessage } from '@nyota/contract/im/messages';
import type { ImServerMessage } from '@nyota/contract/realtime';

/** Counts since the page loaded, for tests and for a look from the dev tools. */
export const imDecodeCounts = { decoded: 0, ignored: 0 };

export type IgnoredReport = (why: string, raw: string) => void;

const devReport: IgnoredReport = (why, raw) => {
  if (import.meta.env.DEV) console.warn(`/im message ignored (${why}): ${raw.slice(0, 200)}`);
};

export function decodeImMessage(raw: string, report: IgnoredReport = devReport): ImServerMessage | null {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return ignored('not JSON', raw, report);
  }
  const parsed = imServerMessage.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return ignored(
      issue ? `${issue.path.map(String).join('.') || 'message'}: ${issue.message}` : 'not in the contract',
      raw,
      report,
    );
  }
  imDecodeCounts.decoded += 1;
  return parsed.data;
}

function ignored(why: string, raw: string, report: IgnoredReport): null {
  imDecodeCounts.ignored += 1;
  report(why, raw);
  return null;
}
