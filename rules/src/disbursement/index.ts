export * from './failure-words.js';
export * from './run-form-rules.js';
