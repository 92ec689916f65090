export * from './codes.js';
export * from './email.js';
export * from './password.js';
export * from './auth-words.js';
