import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ERROR_CODES } from '../../src/shared/errors.js';
test('lists the contract error codes', () => assert.equal(ERROR_CODES.length, 10));
