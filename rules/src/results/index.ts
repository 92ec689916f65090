export * from './result-words.js';
export * from './upload-rules.js';
export * from './review-words.js';
