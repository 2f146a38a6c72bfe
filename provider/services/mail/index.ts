export { invitationMail } from './invitation-mail';
export { queueMail, type OutgoingMail } from './mail';
export {
  claimDueMails,
  markMailAttemptFailed,
  markMailSent,
  outboxState,
  type OutboxState,
} from './outbox';
export { mailQueuedCount } from './queued-signal';
export { appUrl, resetPasswordLink, resetPasswordMail } from './reset-mail';
export { logTransport, smtpTransport, transportFromEnv, type MailTransport } from './transport';
