// Login with email and password (docs/product/screens.md). The shared schema only
// asks for both fields; the server decides, and its message is an error toast (a
// field it names is marked too). After logging in the person lands where they were
// going, else on the home page.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { LoginBodySchema } from '../../../shared/schemas/auth.ts';
import { useLogin } from '../../api/user/login.ts';
import { EmailField, PasswordField } from '../../components/account-fields.tsx';
import { AuthScreen, authLinkClass } from '../../components/auth-panel.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { paths } from '../../paths.ts';
import { useAfterLoginPath, useCarriedReturn } from '../../return-path.ts';
import { toast } from '../../toast.ts';
import { Button } from '../../ui/button.tsx';
import { reportServerError } from '../../ui/server-errors.ts';

type LoginForm = z.input<typeof LoginBodySchema>;

export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const carried = useCarriedReturn();
  const afterLogin = useAfterLoginPath();
  const login = useLogin();
  const form = useForm<LoginForm, unknown, z.output<typeof LoginBodySchema>>({
    resolver: zodResolver(LoginBodySchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((body) =>
    login.mutate(body, {
      onSuccess: (res) => {
        toast.successShort(res.message);
        // An admin gives the second factor before admin rights start.
        navigate(res.data.second_factor ? paths.adminFactor() : afterLogin, { replace: true });
      },
      onError: (error) => reportServerError(error, form),
    }),
  );

  return (
    <AuthScreen title={t('nav.login')} showClose>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <EmailField error={errors.email?.message} {...form.register('email')} />
        <PasswordField
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <Link
          to={paths.resetPassword()}
          className={`${authLinkClass} -my-2 inline-flex min-h-11 items-center self-end text-sm`}
        >
          {t('auth.login.forgot')}
        </Link>
        <Button type="submit" isLoading={login.isPending} loadingLabel={t('auth.loggingIn')}>
          {t('nav.login')}
        </Button>
      </form>
      <div className="mt-6 flex flex-col gap-2 text-sm text-slate-700">
        <p>
          {t('auth.login.noAccount')}{' '}
          <Link to={paths.signup()} state={carried} className={authLinkClass}>
            {t('auth.login.signUp')}
          </Link>
        </p>
        <p>
          {t('auth.login.preferWhatsApp')}{' '}
          <Link to={paths.whatsappLogin()} state={carried} className={authLinkClass}>
            {t('auth.loginWithWhatsApp')}
          </Link>
        </p>
      </div>
    </AuthScreen>
  );
}
