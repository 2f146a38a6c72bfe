import { Hono } from 'hono';
import type { BffEnv } from '../../context';
import { refusals } from '../../errors';
import { teamRefusals } from './refusals';

export { teamRefusals } from './refusals';
import { teamRoutes } from './team';

/** Team. */
export const teamArea = new Hono<BffEnv>()
  // Settings › Team Management; /team/accept is the invited person's public page.
  .use('/team/*', refusals(teamRefusals))
  .route('/team', teamRoutes);
