// Security notices to a person about their account: by email and on WhatsApp. A notice
// that cannot be delivered never undoes the change it reports; the failure is handed
// to `onError` (the request log). Texts: docs/product/messages.md.
import type { AppDeps } from '../../platform/app-deps.ts';

export type Notice = { subject: string; text: string };
export type NoticeDeps = Pick<AppDeps, 'mailer' | 'whatsapp' | 'config'>;
export type Recipients = { email?: string | null | undefined; mobile?: string | null | undefined };

export const sendNotice = async (
  deps: NoticeDeps,
  to: Recipients,
  notice: Notice,
  onError: (error: unknown) => void = () => undefined,
) => {
  const sends: Promise<void>[] = [];
  if (to.email) sends.push(deps.mailer.send({ to: to.email, subject: notice.subject, text: notice.text }));
  if (to.mobile) sends.push(deps.whatsapp.sendNotice(`91${to.mobile}`, notice.text));
  for (const result of await Promise.allSettled(sends)) {
    if (result.status === 'rejected') onError(result.reason);
  }
};

const helpLine = (deps: NoticeDeps) =>
  `If this was not you, reset your password at ${deps.config.PUBLIC_URL}/resetpassword and write to us at ${deps.config.SUPPORT_EMAIL}.`;

export const passwordChangedNotice = (deps: NoticeDeps): Notice => ({
  subject: 'Your Thikana password was changed',
  text: `Your Thikana password was changed. ${helpLine(deps)}`,
});

export const emailChangedNotice = (deps: NoticeDeps, newEmail: string): Notice => ({
  subject: 'The email of your Thikana account was changed',
  text: `The email of your Thikana account was changed to ${newEmail}. ${helpLine(deps)}`,
});

/** To the proven owner of a contact someone else tried to sign up or change email with. */
export const alreadyRegisteredNotice = (deps: NoticeDeps): Notice => ({
  subject: 'You already have a Thikana account',
  text: `Someone tried to create a Thikana account with your contact details. If it was you, log in at ${deps.config.PUBLIC_URL}/login, or reset your password at ${deps.config.PUBLIC_URL}/resetpassword. If it was not you, nothing changed and you can ignore this message.`,
});

/** To the holder of an unproven claim that the real owner of the contact has now proven. */
export const claimReleasedNotice = (deps: NoticeDeps, contact: string): Notice => ({
  subject: 'A contact was removed from your Thikana account',
  text: `${contact} was removed from your Thikana account because its owner proved it belongs to them. Add a contact you can prove from your profile: ${deps.config.PUBLIC_URL}/profile. Questions: ${deps.config.SUPPORT_EMAIL}.`,
});
