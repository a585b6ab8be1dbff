export * from './chain.js';
export * from './point.js';
export * from './curve.js';
