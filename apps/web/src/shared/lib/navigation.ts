/**
 * Navigation for code outside React (logout, kick-out). The router registers its navigate function;
 * before that, a full page load is the fallback.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => void;
let navigator: Navigate | null = null;

export function setNavigator(fn: Navigate | null): void {
  navigator = fn;
}

export function navigateTo(to: string, replace = false): void {
  if (navigator) navigator(to, { replace });
  else if (typeof location !== 'undefined') location.assign(to);
}
