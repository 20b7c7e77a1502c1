import { describe, expect, it } from 'vitest';
import type { UserDetail } from '../../../shared/schemas/admin-user.ts';
import { translate } from '../../i18n/i18n.ts';
import { actionsFor } from './user-actions.ts';

const user = (fields: Partial<UserDetail['user']> = {}): UserDetail['user'] => ({
  id: 7,
  full_name: 'Asha Rao',
  email: null,
  mobile_no: '9812345670',
  user_type: 'owner',
  is_admin: false,
  suspended: false,
  location: 'Pune',
  created_at: '2026-11-01T00:00:00.000Z',
  suspended_at: null,
  pass_until: null,
  email_verified: false,
  mobile_verified: true,
  second_factor_enrolled: false,
  ...fields,
});
const labels = (u: UserDetail['user'], viewerId = 1) =>
  actionsFor(u, viewerId).map((a) => translate(a.label));

describe('the actions offered for an account', () => {
  it('a plain user may be suspended or made an admin', () => {
    expect(labels(user())).toEqual(['Suspend', 'Grant admin']);
  });

  it('a suspended user may only be restored', () => {
    expect(labels(user({ suspended: true }))).toEqual(['Restore']);
  });

  it('another admin may only lose admin rights; the viewer is offered nothing for themselves', () => {
    expect(labels(user({ is_admin: true }))).toEqual(['Revoke admin']);
    expect(labels(user({ is_admin: true }), 7)).toEqual([]);
  });

  it('a suspension asks for a note', () => {
    expect(actionsFor(user(), 1).find((a) => a.action === 'suspend')?.needsNote).toBe(true);
  });
});
