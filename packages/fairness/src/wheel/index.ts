export * from './constants.js';
export * from './table.js';
export * from './spin.js';
export * from './rtp.js';
export * from './slices.js';
export * from './tables.js';
