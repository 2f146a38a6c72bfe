import { z } from 'zod';
import { callsOf, okBody } from '../define-call';
import { TIME_LIMIT_MAX_MINUTES } from '@/lib/rules/lists/time-limit-max';
import { listUuidParams } from './entities';

/** Time-limit bounds (spec 1 §5, §9): at most 4320 minutes (72 h). */
export { TIME_LIMIT_MAX_MINUTES };

const call = callsOf('lists');

export const getTimeLimit = call.get('getTimeLimit', {
  path: '/api/v1/list/{uuid}/timelimit',
  summary: 'The time limit of a time-limit list in minutes (0 = none).',
  params: listUuidParams,
  response: z.object({ minutes: z.number().int() }),
  errors: { 403: 'Not a member.', 404: 'No such list.' },
});

export const saveTimeLimit = call.post('saveTimeLimit', {
  path: '/api/v1/list/timelimit',
  summary: 'Saves and activates a time limit (0 to 4320 minutes).',
  body: z.object({
    listUUID: z.uuid(),
    minutes: z
      .number()
      .int()
      .min(0)
      .max(TIME_LIMIT_MAX_MINUTES, { message: 'Time limits must be under 24 HR.' }),
  }),
  response: z.object({ minutes: z.number().int() }),
  errors: { 400: 'Over 4320 minutes.', 403: 'Not an administrator.', 404: 'No such list.' },
});

export const deleteTimeLimit = call.delete('deleteTimeLimit', {
  path: '/api/v1/list/{uuid}/timelimit/delete',
  summary: 'Removes the time limit (minutes back to 0).',
  params: listUuidParams,
  response: okBody,
  errors: { 403: 'Not an administrator.', 404: 'No such list.' },
});
