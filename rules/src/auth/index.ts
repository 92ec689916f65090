export * from './codes.js';
export * from './email.js';
export * from './password.js';
