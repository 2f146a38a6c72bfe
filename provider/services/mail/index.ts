export { invitationMail } from './invitation-mail';
export { queueMail } from './mail';
export { appUrl, resetPasswordLink, resetPasswordMail } from './reset-mail';
