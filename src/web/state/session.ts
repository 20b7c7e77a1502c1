// The current user, kept in local storage under the key `user` (docs/product/accounts.md#session-restore).
// The server is the authority: the app restores the session on load and clears
// this when the server says the session expired.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { User } from '../../shared/schemas/user.ts';

type SessionState = {
  user: User | null;
  setUser: (user: User | null) => void;
  clear: () => void;
};

export const useSession = create<SessionState>()(
  persist(
    (set) => ({
      user: null,
      setUser: (user) => set({ user }),
      clear: () => set({ user: null }),
    }),
    { name: 'user', storage: createJSONStorage(() => localStorage), partialize: (s) => ({ user: s.user }) },
  ),
);

export const useCurrentUser = () => useSession((s) => s.user);
export const isAdmin = (user: User | null) => user?.isAdmin === 1;
export const hasActivePass = (user: User | null, now = Date.now()) =>
  Boolean(user?.subscription_upto && new Date(user.subscription_upto).getTime() > now);
