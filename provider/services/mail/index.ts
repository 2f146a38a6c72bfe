export { invitationMail } from './invitation-mail';
export { queueMail } from './mail';
export { appUrl, resetPasswordMail } from './reset-mail';
