import { RESET_CODE_MINUTES } from '../constants';

/** The web app's base URL for links in mails (env APP_URL). */
export const appUrl = () => (process.env.APP_URL || 'http://localhost:3000').replace(/\/+$/, '');

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The page that sets a new password with a reset code (the mail's link; `npm run setup` prints one). */
export const resetPasswordLink = (code: string) => `${appUrl()}/resetpassword/${code}`;

/** The password reset mail. */
export function resetPasswordMail(to: string, fullname: string, code: string) {
  const link = resetPasswordLink(code);
  const subject = 'Reset your Vert password';
  const text = [
    `Hello ${fullname},`,
    '',
    `We received a request to reset the password of your Vert dashboard account. Open this link within ${RESET_CODE_MINUTES} minutes to choose a new password:`,
    '',
    link,
    '',
    'If you did not ask for this, ignore this e-mail: your password stays as it is.',
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(fullname)},</p><p>We received a request to reset the password of your Vert dashboard account. Open this link within ${RESET_CODE_MINUTES} minutes to choose a new password:</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p>If you did not ask for this, ignore this e-mail: your password stays as it is.</p>`;
  return { to, subject, text, html, kind: 'reset_password', link };
}
