// Test environment: an in-memory provider database, fixed secrets, no SMTP.
process.env.DATA_DIR = process.env.DATA_DIR || 'memory://';
process.env.AUTH_SECRET =
  process.env.AUTH_SECRET || 'test-auth-secret-0123456789abcdef0123456789abcdef';
process.env.SESSION_PASSWORD =
  process.env.SESSION_PASSWORD || 'test-iron-session-password-0123456789abcdef';
process.env.PROVIDER_JWT_SECRET =
  process.env.PROVIDER_JWT_SECRET || 'test-provider-jwt-secret-0123456789abcdef';
process.env.NEXT_TELEMETRY_DISABLED = '1';
process.env.MAIL_LOG = 'silent';
process.env.NEXT_IGNORE_INCORRECT_LOCKFILE = '1';
process.env.LOG_LEVEL = process.env.LOG_LEVEL || 'silent';
