import { Hono } from 'hono';
import type { BffEnv } from '../../context';
import { refusals } from '../../errors';
import { teamRefusals } from './refusals';

export { teamRefusals } from './refusals';
import { teamRoutes } from './team';

/** Team. */
export const teamArea = new Hono<BffEnv>()
  .use('/team/*', refusals(teamRefusals))
  .route('/team', teamRoutes);
