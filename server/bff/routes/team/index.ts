import { Hono } from 'hono';
import type { BffEnv } from '../../context';
import { teamRoutes } from './team';

/** Team. */
export const teamArea = new Hono<BffEnv>().route('/team', teamRoutes);
