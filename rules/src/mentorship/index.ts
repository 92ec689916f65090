export * from './mentorship-words.js';
