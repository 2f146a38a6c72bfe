import { z } from 'zod';
import { defineCall, isoDate } from './define-call';
import { entityParams } from './lists';

/** Team member (spec 1 §3). */
export const teamMember = z.object({
  uuid: z.string(),
  officerId: z.string(),
  fullname: z.string(),
  email: z.string(),
  isAdmin: z.boolean(),
  isSuperAdmin: z.boolean(),
  isActive: z.boolean(),
  isScansIncluded: z.boolean(),
  captureCount: z.number().int(),
  lastLogin: isoDate.nullable(),
  createdAt: isoDate,
});
export type TeamMember = z.infer<typeof teamMember>;

export const listTeamUsers = defineCall({
  id: 'listTeamUsers',
  area: 'team',
  method: 'GET',
  path: '/api/v2/team/{entity}/users/',
  summary: 'Members of the organisation (all roles), sorted by full name.',
  auth: true,
  params: entityParams,
  response: z.object({ users: z.array(teamMember) }),
  errors: { 403: 'Not a member of the organisation.' },
});
