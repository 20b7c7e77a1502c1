// My Profile (docs/product/screens.md#my-profile): the profile form, the pass, shortcuts, the
// user's data rights (download, delete) and Logout. Logged-out visitors go to
// /whatsappLogin; a failed load alerts 'something went wrong' and does the same.
import { useEffect, useRef } from 'react';
import { Navigate } from 'react-router';
import { useSendToLogin } from '../../api/session-lost.ts';
import { useProfile } from '../../api/user/get-profile.ts';
import { SubscriptionCard } from '../../features/pass/subscription-card.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { paths } from '../../paths.ts';
import { returnState } from '../../return-path.ts';
import { useCurrentUser, useSession } from '../../state/session.ts';
import { AccountActions } from './account-actions.tsx';
import { ProfileForm } from './profile-form.tsx';
import { ProfileTiles } from './profile-tiles.tsx';

export default function ProfilePage() {
  const { t } = useTranslation();
  const sendToLogin = useSendToLogin();
  const storedUser = useCurrentUser();
  const profile = useProfile(Boolean(storedUser));
  const hasFailed = useRef(false);

  const onSessionLost = () => {
    // Once: React may run effects twice in development.
    if (hasFailed.current) return;
    hasFailed.current = true;
    sendToLogin({ alert: t('profile.somethingWrong'), replace: true });
  };

  useEffect(() => {
    if (profile.isError) onSessionLost();
  });

  // Keep the stored user (header name, pass state) in step with the server.
  useEffect(() => {
    if (profile.data) useSession.getState().setUser(profile.data);
  }, [profile.data]);

  if (!storedUser && !hasFailed.current) {
    return <Navigate to={paths.whatsappLogin()} state={returnState(paths.profile())} replace />;
  }
  const user = profile.data;

  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6 sm:py-10">
      <h1 className="text-2xl font-semibold text-slate-900">{t('profile.title')}</h1>
      {user ? (
        <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
          <ProfileForm user={user} onSessionLost={onSessionLost} />
        </div>
      ) : (
        <ProfileSkeleton />
      )}
      <SubscriptionCard />
      <ProfileTiles />
      <AccountActions />
    </section>
  );
}

function ProfileSkeleton() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-label={t('profile.loading')}
      className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-6 sm:grid-cols-2"
    >
      {Array.from({ length: 6 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders that never reorder.
        <div key={i} className="h-16 animate-pulse rounded-lg bg-slate-100" />
      ))}
    </div>
  );
}
