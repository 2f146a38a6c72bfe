import type { CallDefinition } from '../define-call';
import { login, currentUser, logout } from './session';
import { sendResetEmail, resetPasswordWeb } from './password';
import { getSubscription } from './subscription';
import { devOutbox } from './outbox';

export * from './session';
export * from './password';
export * from './subscription';
export * from './outbox';

/** The provider calls of this area, for the provider router and the OpenAPI document. */
export const authCalls: CallDefinition[] = [
  login,
  currentUser,
  logout,
  sendResetEmail,
  resetPasswordWeb,
  getSubscription,
  devOutbox,
];
