import { describe, expect, it } from 'vitest';
import { validationMessage } from './validation-message.js';

describe('validationMessage', () => {
  it.each([
    [{ keyword: 'required', instancePath: '', params: { missingProperty: 'email' } }, 'email is required'],
    [{ keyword: 'type', instancePath: '/password', params: { type: 'string' } }, 'password must be a string'],
    [{ keyword: 'type', instancePath: '/batchNo', params: { type: 'integer' } }, 'batchNo must be an integer'],
    [{ keyword: 'type', instancePath: '/name', params: { type: 'string,null' } }, 'name must be a string or null'],
    [{ keyword: 'type', instancePath: '', params: { type: 'object' } }, 'Request body must be an object'],
    [{ keyword: 'type', instancePath: '/emails/2', params: { type: 'string' } }, 'emails.2 must be a string'],
    [
      { keyword: 'minItems', instancePath: '/emails', params: { limit: 1 }, message: 'must NOT have fewer than 1 items' },
      'emails must NOT have fewer than 1 items',
    ],
    [{ keyword: 'maxLength', instancePath: '/name', params: { limit: 200 } }, 'name must be at most 200 characters long'],
    [{ keyword: 'minimum', instancePath: '/batchNo', params: { limit: 1 } }, 'batchNo must be at least 1'],
    [{ keyword: 'enum', instancePath: '/entity', params: { allowedValues: ['student', 'admin'] } }, 'entity must be one of student, admin'],
  ])('%j -> %s', (error, message) => expect(validationMessage([error])).toBe(message));

  it('has a fallback for no errors', () => expect(validationMessage([])).toBe('Invalid request'));
});
