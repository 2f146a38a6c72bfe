import 'server-only';
import { Hono } from 'hono';
import type { BffEnv } from '../context';

/** Reports: log, generate, CSV/PDF streams, share links (the reports issue fills this). */
export const reportsRoutes = new Hono<BffEnv>();
