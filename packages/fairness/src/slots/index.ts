export * from './definition.js';
export * from './evaluate.js';
export * from './spin.js';
export * from './rtp.js';
export * from './enumerate.js';
export * from './savanna.js';
