export { login } from './login';
export { issueResetCode, resetPassword, sendResetEmail } from './password-reset';
export { hashPassword, verifyPassword } from './passwords';
export { findActiveSession, openSession, revokeSession, revokeUserSessions } from './sessions';
export { jwtSecret, signProviderJwt, verifyProviderJwt } from './tokens';
export { findUserByEmail, normaliseEmail, toDashboardUser } from './users';
