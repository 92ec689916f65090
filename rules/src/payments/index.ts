export * from './payment-words.js';
export * from './payment-desk-words.js';
