import { INVITATION_VALID_DAYS } from '../constants';
import { appUrl } from './reset-mail';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export interface InvitationMailInput {
  uuid: string;
  to: string;
  fullname: string;
  orgName: string;
  inviterName: string;
  isAdmin: boolean;
}

/** The invitation mail: who invites, to which organisation, as what, and the accept link. */
export function invitationMail(input: InvitationMailInput) {
  const link = `${appUrl()}/invitation/${input.uuid}`;
  const role = input.isAdmin ? 'an Administrator' : 'a Standard Patrol member';
  const subject = `You are invited to join ${input.orgName} on Vert`;
  const intro = `${input.inviterName} invited you to join ${input.orgName} on Vert as ${role}.`;
  const how = 'Open this link to accept the invitation and set up your account:';
  const validity = `The link is valid for ${INVITATION_VALID_DAYS} days.`;
  const text = [`Hello ${input.fullname},`, '', intro, how, '', link, '', validity].join('\n');
  const html = `<p>Hello ${escapeHtml(input.fullname)},</p><p>${escapeHtml(intro)}</p><p>${how}</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p>${validity}</p>`;
  return { to: input.to, subject, text, html, kind: 'invitation', link };
}
