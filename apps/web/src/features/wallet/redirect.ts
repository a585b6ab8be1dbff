/**
 * The deposit call answers with a redirect url whose query carries the transaction number
 * (`/waiting?transNo=...`). Per docs/product-rules/wallet.md#calls, without a url or a transNo nothing happens, so a missing or
 * malformed one yields null rather than an error.
 */
const TRANS_NO_RE = /^[A-Za-z0-9-]{1,64}$/;

export function transNoFromRedirect(redirectUrl: string | null | undefined): string | null {
  if (!redirectUrl) return null;
  let url: URL;
  try {
    // Relative urls are the normal case; the base only makes them parseable.
    url = new URL(redirectUrl, 'http://localhost/');
  } catch {
    return null;
  }
  return cleanTransNo(url.searchParams.get('transNo'));
}

/** A transNo from a page query, or null when absent or not one of ours. */
export function cleanTransNo(value: string | null | undefined): string | null {
  const v = value?.trim() ?? '';
  return TRANS_NO_RE.test(v) ? v : null;
}
