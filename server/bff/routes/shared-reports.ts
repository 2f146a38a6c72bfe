import 'server-only';
import { Hono } from 'hono';
import type { BffEnv } from '../context';

/** Share links opened by outside parties without a session (the reports issue fills this). */
export const sharedReportRoutes = new Hono<BffEnv>();
