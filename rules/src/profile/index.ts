export * from './profile-words.js';
