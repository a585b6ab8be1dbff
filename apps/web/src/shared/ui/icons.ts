/**
 * Own line icons (24x24 path data, stroked with currentColor): an icon library would cost more than
 * all of these together. One named export per icon so the bundler keeps only the icons a chunk uses
 * (the first screen carries the menu's, not the settings page's).
 */

export const lobby = 'M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z';
export const deposit = 'M3 8h18v12H3zM5 8l2-4h10l2 4M12 10.5v6m-3-3 3 3 3-3';
export const withdraw = 'M3 8h18v12H3zM5 8l2-4h10l2 4M12 16.5v-6m-3 3 3-3 3 3';
export const promotion = 'M3 10v4h4l7 5V5l-7 5zM18 9a4 4 0 0 1 0 6';
export const profile = 'M8 8a4 4 0 1 0 8 0a4 4 0 1 0-8 0M4 21a8 8 0 0 1 16 0';
export const vip = 'M3 8l4.5 4L12 5l4.5 7L21 8l-2 11H5z';
export const cashGiving =
  'M5 7a7 3 0 1 0 14 0a7 3 0 1 0-14 0M5 7v5c0 1.7 3.1 3 7 3s7-1.3 7-3V7M5 12v5c0 1.7 3.1 3 7 3s7-1.3 7-3v-5';
export const vipRewards = 'M8 3h8l-2 6h-4zM6 15a6 6 0 1 0 12 0a6 6 0 1 0-12 0M12 12.5v5';
export const coinSpin = 'M3 12a9 9 0 1 0 18 0a9 9 0 1 0-18 0M12 3v18M3 12h18M5.6 5.6l12.8 12.8M18.4 5.6 5.6 18.4';
export const cashDraw = 'M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4zM15 7v10';
export const cashback =
  'M20 12a8 8 0 1 1-2.3-5.6M20 4v5h-5M10 9h3.5a1.5 1.5 0 0 1 0 3h-3a1.5 1.5 0 0 0 0 3H14M12 7.5v1.5m0 6v1.5';
export const taskCenter = 'M10 6h10M10 12h10M10 18h10M4 6l1.5 1.5L8 5M4 12l1.5 1.5L8 11M4 18l1.5 1.5L8 17';
export const gifts = 'M4 11h16v9H4zM3 7h18v4H3zM12 7v13M12 7C10 3 6 3 6 5.5S9 7 12 7zm0 0c2-4 6-4 6-1.5S15 7 12 7z';
export const download = 'M12 3v12m-5-5 5 5 5-5M4 20h16';
export const menu = 'M4 6h16M4 12h16M4 18h16';
export const back = 'M15 5l-7 7 7 7';
export const close = 'M6 6l12 12M18 6 6 18';
export const chevron = 'M9 5l7 7-7 7';
export const records = 'M6 3h9l4 4v14H6zM9 11h7M9 15h7';
export const settings = 'M4 7h9m4 0h3M4 17h3m4 0h9M13 7a2 2 0 1 0 4 0a2 2 0 1 0-4 0M7 17a2 2 0 1 0 4 0a2 2 0 1 0-4 0';
export const contact = 'M4 5h16v11H9l-5 4z';
export const privacy = 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z';
export const logout = 'M10 4H5v16h5M15 8l4 4-4 4M19 12H9';
export const lock = 'M6 11h12v10H6zM8 11V8a4 4 0 0 1 8 0v3';
export const personal = 'M4 5h16v14H4zM7 10a2 2 0 1 0 4 0a2 2 0 1 0-4 0M6 16a3 3 0 0 1 6 0M14 9h4M14 13h4';
export const pause = 'M3 12a9 9 0 1 0 18 0a9 9 0 1 0-18 0M10 9v6M14 9v6';
export const play = 'M3 12a9 9 0 1 0 18 0a9 9 0 1 0-18 0M10 8.5v7l5.5-3.5z';
export const globe = 'M3 12a9 9 0 1 0 18 0a9 9 0 1 0-18 0M3 12h18M12 3c3.5 3.5 3.5 14.5 0 18M12 3c-3.5 3.5-3.5 14.5 0 18';
export const eye = 'M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12zM9 12a3 3 0 1 0 6 0a3 3 0 1 0-6 0';
export const eyeOff = 'M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12zM4 4l16 16';
export const games = 'M6 8h12a4 4 0 0 1 0 8H6a4 4 0 0 1 0-8zM7 12h4M9 10v4M15.5 11.5h0M17.5 13h0';
export const bell = 'M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 20h4';
export const wallet = 'M3 7h16v13H3zM3 7l12-4v4M15 12h6v4h-6z';
export const info = 'M3 12a9 9 0 1 0 18 0a9 9 0 1 0-18 0M12 11v6M12 7.5v.5';
export const check = 'M5 12.5l4.5 4.5L19 7';
