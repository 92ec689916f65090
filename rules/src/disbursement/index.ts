export * from './disbursement-words.js';
