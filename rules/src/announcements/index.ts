export * from './announcements-words.js';
