export * from './account-number.js';
export * from './profile-words.js';
