export * from './year.js';
