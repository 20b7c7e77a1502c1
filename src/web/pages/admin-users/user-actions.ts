// Which actions the users page offers for an account (docs/product/accounts.md#users-page).
// The server decides; this only hides what it would refuse.
import type { UserAction, UserDetail } from '../../../shared/schemas/admin-user.ts';
import type { MessageKey } from '../../i18n/i18n.ts';

export type ActionOffer = {
  action: UserAction;
  /** The button's words, as a catalogue key. */
  label: MessageKey;
  /** The confirm dialog's line under its title, as a catalogue key. */
  consequence: MessageKey;
  danger: boolean;
  needsNote: boolean;
};

const OFFERS: Record<UserAction, ActionOffer> = {
  suspend: {
    action: 'suspend',
    label: 'adminUsers.actions.suspend',
    consequence: 'adminUsers.actions.suspendResult',
    danger: true,
    needsNote: true,
  },
  restore: {
    action: 'restore',
    label: 'adminUsers.actions.restore',
    consequence: 'adminUsers.actions.restoreResult',
    danger: false,
    needsNote: false,
  },
  'grant-admin': {
    action: 'grant-admin',
    label: 'adminUsers.actions.grantAdmin',
    consequence: 'adminUsers.actions.grantAdminResult',
    danger: false,
    needsNote: false,
  },
  'revoke-admin': {
    action: 'revoke-admin',
    label: 'adminUsers.actions.revokeAdmin',
    consequence: 'adminUsers.actions.revokeAdminResult',
    danger: true,
    needsNote: false,
  },
};

export const actionsFor = (user: UserDetail['user'], viewerId: number | undefined): ActionOffer[] => {
  const self = user.id === viewerId;
  const offers: ActionOffer[] = [];
  if (user.suspended) offers.push(OFFERS.restore);
  else if (!user.is_admin && !self) offers.push(OFFERS.suspend);
  if (user.is_admin && !self) offers.push(OFFERS['revoke-admin']);
  if (!user.is_admin && !user.suspended) offers.push(OFFERS['grant-admin']);
  return offers;
};
