export * from './settings-words.js';
