import 'server-only';
import { z } from 'zod';
import { messages } from '@/lib/messages';

/** A member's or an invitation's uuid in the path; a malformed one reads 'not found'. */
export const uuidParam = z.object({ uuid: z.uuid({ message: messages.notFound }) });

/** What a team route documents for a caller who is not an administrator. */
export const ADMINS_ONLY = 'Only administrators manage the team.';
