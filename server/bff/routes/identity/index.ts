import 'server-only';
import { bffArea } from '../../endpoint';
import { passwordEndpoints } from './password';
import { sessionEndpoints } from './session';

/** Sign-in, session and password reset (the core refusal texts only). */
export const identityArea = bffArea({}, sessionEndpoints, passwordEndpoints);
