import { Hono } from 'hono';
import type { BffEnv } from '../../context';
import { refusals } from '../../errors';
import { reportsRefusals } from './refusals';
import { reportsRoutes } from './reports';
import { sharedReportRoutes } from './shared-reports';

export { loadReportLog, reportLogQuery } from './reports';
export { loadSharedReport } from './shared-reports';

/** Reports; /shared is public: share links for outside parties (no session; the sealed token is the credential). */
export const reportsArea = new Hono<BffEnv>()
  .use('/reports/*', refusals(reportsRefusals))
  .route('/reports', reportsRoutes)
  .route('/shared', sharedReportRoutes);
export { reportsRefusals } from './refusals';
