// The one place that handles "not logged in": the stored user is forgotten and the
// person goes to the login with the address they were at (or going to), so they land
// there after logging in. Pages that the product gives their own words ('Please Login
// First', 'Please Login', 'something went wrong') pass them as the alert.
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../paths.ts';
import { returnState } from '../return-path.ts';
import { useSession } from '../state/session.ts';

type Navigate = (to: string, options: { replace?: boolean; state?: unknown }) => unknown;

export const sendToLogin = (
  navigate: Navigate,
  options: { from: string; alert?: string | undefined; replace?: boolean | undefined },
) => {
  if (options.alert) window.alert(options.alert);
  useSession.getState().clear();
  void navigate(paths.whatsappLogin(), {
    replace: options.replace ?? false,
    state: returnState(options.from),
  });
};

/** sendToLogin from a component; `from` defaults to the page it is on. */
export const useSendToLogin = () => {
  const navigate = useNavigate();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  return (options: { alert?: string; replace?: boolean; from?: string } = {}) =>
    sendToLogin(navigate, { ...options, from: options.from ?? here });
};
