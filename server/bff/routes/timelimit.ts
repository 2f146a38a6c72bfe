import 'server-only';
import { Hono } from 'hono';
import type { BffEnv } from '../context';

export const timelimitRoutes = new Hono<BffEnv>();
