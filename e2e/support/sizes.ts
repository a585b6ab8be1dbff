/**
 * Which of the two screen sizes (playwright.config.ts) a browser test runs at. A flow whose layout
 * differs between a phone and a desktop (navigation, the wallet, dialogs over a game, the crash game,
 * the home pop-ups) runs at both. A variant of a flow, whose difference is a server rule (another limit
 * kind, another bonus state, a staff page), runs at one size: the suite's time goes to what each size
 * can show, and both sizes keep a share of the variants. The projects leave out the other size's tag,
 * so such a test is not listed as skipped there.
 */
export const PHONE_ONLY = { tag: '@phone-only' };
export const DESKTOP_ONLY = { tag: '@desktop-only' };

/** For the projects' `grepInvert`: a phone run leaves out desktop-only tests, and the other way round. */
export const NOT_AT_PHONE = /@desktop-only/;
export const NOT_AT_DESKTOP = /@phone-only/;
