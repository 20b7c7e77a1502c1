// Which actions the users page offers for an account (docs/product/accounts.md#users-page).
// The server decides; this only hides what it would refuse.
import type { UserAction, UserDetail } from '../../../shared/schemas/admin-user.ts';

export type ActionOffer = {
  action: UserAction;
  label: string;
  /** The confirm dialog's line under its title. */
  consequence: string;
  danger: boolean;
  needsNote: boolean;
};

const OFFERS: Record<UserAction, ActionOffer> = {
  suspend: {
    action: 'suspend',
    label: 'Suspend',
    consequence: 'Their live listings are paused and they cannot post. They stay logged in.',
    danger: true,
    needsNote: true,
  },
  restore: {
    action: 'restore',
    label: 'Restore',
    consequence: 'The listings the suspension paused go live again, and they may post.',
    danger: false,
    needsNote: false,
  },
  'grant-admin': {
    action: 'grant-admin',
    label: 'Grant admin',
    consequence: 'They get admin rights once they set up an authenticator app at their next login.',
    danger: false,
    needsNote: false,
  },
  'revoke-admin': {
    action: 'revoke-admin',
    label: 'Revoke admin',
    consequence: 'They lose admin rights, are logged out everywhere and their authenticator is forgotten.',
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
