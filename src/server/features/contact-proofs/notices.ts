// Security notices to a person about their account: by email and on WhatsApp, each
// through the person's message budget; notices about the same event are folded into one
// (docs/decisions/0094-one-message-budget-per-recipient.md). A notice that cannot be
// delivered never undoes the change it reports; the failure is handed to `onError` (the
// request log). Texts: docs/product/messages.md.
import type { AppDeps } from '../../platform/app-deps.ts';
import { deliverNotice } from '../outgoing/index.ts';

/** `event` names what happened, so that a second notice about it within the fold window is not sent. */
export type Notice = { subject: string; text: string; event?: string };
export type NoticeDeps = Pick<AppDeps, 'mailer' | 'whatsapp' | 'config' | 'database' | 'clock'>;
export type Recipients = { email?: string | null | undefined; mobile?: string | null | undefined };

export const sendNotice = async (
  deps: NoticeDeps,
  to: Recipients,
  notice: Notice,
  onError: (error: unknown) => void = () => undefined,
) => {
  await deliverNotice({
    db: deps.database.db,
    config: deps.config,
    now: deps.clock.now(),
    mailer: deps.mailer,
    whatsapp: deps.whatsapp,
    to,
    message: notice,
    event: notice.event,
    onError,
  });
};

const helpLine = (deps: Pick<NoticeDeps, 'config'>) =>
  `If this was not you, reset your password at ${deps.config.PUBLIC_URL}/resetpassword and write to us at ${deps.config.SUPPORT_EMAIL}.`;

export const passwordChangedNotice = (deps: Pick<NoticeDeps, 'config'>): Notice => ({
  subject: 'Your Thikana password was changed',
  text: `Your Thikana password was changed. ${helpLine(deps)}`,
});

export const emailChangedNotice = (deps: Pick<NoticeDeps, 'config'>, newEmail: string): Notice => ({
  subject: 'The email of your Thikana account was changed',
  text: `The email of your Thikana account was changed to ${newEmail}. ${helpLine(deps)}`,
  event: `email-changed:${newEmail.toLowerCase()}`,
});

/** To the proven owner of a contact someone else tried to sign up or change email with. */
export const alreadyRegisteredNotice = (deps: Pick<NoticeDeps, 'config'>): Notice => ({
  subject: 'You already have a Thikana account',
  text: `Someone tried to create a Thikana account with your contact details. If it was you, log in at ${deps.config.PUBLIC_URL}/login, or reset your password at ${deps.config.PUBLIC_URL}/resetpassword. If it was not you, nothing changed and you can ignore this message.`,
  event: 'already-registered',
});

/** To the holder of an unproven claim that the real owner of the contact has now proven. */
export const claimReleasedNotice = (deps: Pick<NoticeDeps, 'config'>, contact: string): Notice => ({
  subject: 'A contact was removed from your Thikana account',
  text: `${contact} was removed from your Thikana account because its owner proved it belongs to them. Add a contact you can prove from your profile: ${deps.config.PUBLIC_URL}/profile. Questions: ${deps.config.SUPPORT_EMAIL}.`,
  event: `claim-released:${contact.toLowerCase()}`,
});
