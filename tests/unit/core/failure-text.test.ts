import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { ApiError, failureMessage } from '@/lib/fetcher';
import { fieldErrorsOf } from '@/lib/field-errors';
import { addPlateBody, createListBody } from '@/lib/contract/lists/bff';
import { coreMessages } from '@/lib/messages/core';

describe('failureMessage', () => {
  it.each([
    [new ApiError(409, 'CONFLICT', 'In use.'), undefined, 'In use.'],
    [new ApiError(500, 'ERROR', 'Server said no.'), 'Fallback.', 'Server said no.'],
    [new TypeError('Failed to fetch'), undefined, coreMessages.serverError],
    [new Error('boom'), 'The list could not be saved.', 'The list could not be saved.'],
    ['a string', 'Fallback.', 'Fallback.'],
  ])('%p with fallback %p shows %p', (cause, fallback, expected) => {
    expect(failureMessage(cause, fallback)).toBe(expected);
  });
});

describe('fieldErrorsOf', () => {
  it('keeps the first message of each failed field', () => {
    const schema = z.object({
      name: z.string().min(1, 'Please enter a name.').max(3, 'Too long.'),
      email: z.string().email('Please enter a valid email address.'),
      age: z.number().optional(),
    });
    const parsed = schema.safeParse({ name: '', email: 'x' });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(fieldErrorsOf(parsed.error)).toEqual({
      name: 'Please enter a name.',
      email: 'Please enter a valid email address.',
    });
  });

  it("gives the forms' own schemas their field texts (a refinement's path included)", () => {
    const list = createListBody.safeParse({ name: '   ', type: 0 });
    expect(list.success).toBe(false);
    if (!list.success) expect(Object.keys(fieldErrorsOf(list.error))).toEqual(['name']);

    const plate = addPlateBody.safeParse({ plate: 'ABC1', expiresAt: '2000-01-01T00:00:00.000Z' });
    expect(plate.success).toBe(false);
    if (!plate.success) expect(fieldErrorsOf(plate.error).expiresAt).toBeTruthy();
  });

  it('leaves out errors of the whole form (no field)', () => {
    const schema = z.string().min(2, 'Too short.');
    const parsed = schema.safeParse('a');
    if (!parsed.success) expect(fieldErrorsOf(parsed.error)).toEqual({});
  });
});
