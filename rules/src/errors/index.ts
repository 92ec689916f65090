export * from './error-codes.js';
export * from './session.js';
export * from './connection.js';
