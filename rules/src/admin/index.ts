export * from './admin-words.js';
