export * from './payment-words.js';
