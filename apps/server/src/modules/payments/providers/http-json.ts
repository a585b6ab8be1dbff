/**
 * One HTTP exchange with a provider over Node's fetch, bounded by AbortSignal.timeout (the timeout
 * covers the body, so a provider that sends headers and stalls is a timeout too). Never throws:
 * the outcome is either a response (any status) or a transport failure the caller maps to
 * 'unknown'.
 */

export interface HttpExchange {
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  headers: Record<string, string>;
  /** Sent byte for byte; callers that sign a request sign exactly this text. */
  body?: string;
  timeoutMs: number;
}

export type HttpOutcome =
  | { kind: 'response'; status: number; headers: Headers; text: string; json: unknown }
  | { kind: 'failed'; timedOut: boolean; error: string };

/** Parsed JSON body, or undefined when the body is empty or not JSON. */
function parseJson(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export async function exchange(req: HttpExchange): Promise<HttpOutcome> {
  try {
    const res = await fetch(req.url, {
      method: req.method,
      headers: req.headers,
      body: req.body,
      signal: AbortSignal.timeout(req.timeoutMs),
    });
    const text = await res.text();
    return { kind: 'response', status: res.status, headers: res.headers, text, json: parseJson(text) };
  } catch (err) {
    const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
    return { kind: 'failed', timedOut, error: timedOut ? `timeout after ${req.timeoutMs} ms` : `unreachable: ${describe(err)}` };
  }
}

export function joinUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, '')}${path}`;
}

/** Short one-line excerpt of a body for error messages and logs. */
export function snippet(text: string, max = 200): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length > max ? `${oneLine.slice(0, max)}...` : oneLine;
}

function describe(err: unknown): string {
  if (err instanceof Error) {
    const cause = (err as Error & { cause?: unknown }).cause;
    return cause instanceof Error ? `${err.message} (${cause.message})` : err.message;
  }
  return String(err);
}
