import 'server-only';
import { Hono } from 'hono';
import type { BffEnv } from '../context';

/** Team management: members, invitations, seats (the team issue fills this). */
export const teamRoutes = new Hono<BffEnv>();
