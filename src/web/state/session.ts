// The current user, kept in local storage under the key `user` (docs/product/accounts.md#session-restore).
// The server is the authority: the app restores the session on load and clears
// this when the server says the session expired.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { User } from '../../shared/schemas/user.ts';

/**
 * The device's copy of the wishlist (offline-homes.ts) goes with the person when the session is
 * cleared (docs/decisions/0067-offline-and-install.md).
 */
export const SAVED_HOMES_KEY = 'saved-homes';

type SessionState = {
  user: User | null;
  /**
   * A logout is on its way: what only a logged-in person asks for stops asking, and the page
   * being left does not ask anyone to log in. It ends on the login page the logout leads to, or
   * when someone logs in.
   */
  leaving: boolean;
  setUser: (user: User | null) => void;
  setLeaving: (leaving: boolean) => void;
  clear: () => void;
};

export const useSession = create<SessionState>()(
  persist(
    (set) => ({
      user: null,
      leaving: false,
      setUser: (user) => set({ user, leaving: false }),
      setLeaving: (leaving) => set({ leaving }),
      clear: () => {
        localStorage.removeItem(SAVED_HOMES_KEY);
        set({ user: null });
      },
    }),
    { name: 'user', storage: createJSONStorage(() => localStorage), partialize: (s) => ({ user: s.user }) },
  ),
);

export const useCurrentUser = () => useSession((s) => s.user);
/** Someone is logged in and not on their way out: the inbox and the live channel ask only then. */
export const useSignedIn = () => useSession((s) => s.user !== null && !s.leaving);
export const isAdmin = (user: User | null) => user?.isAdmin === 1;
export const hasActivePass = (user: User | null, now = Date.now()) =>
  Boolean(user?.subscription_upto && new Date(user.subscription_upto).getTime() > now);
