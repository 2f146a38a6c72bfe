import { Hono } from 'hono';
import type { BffEnv } from '../../context';
import { sessionRoutes } from './session';
import { passwordRoutes } from './password';

/** Sign-in, session and password reset. */
export const identityArea = new Hono<BffEnv>()
  .route('/session', sessionRoutes)
  .route('/password', passwordRoutes);
