// The fields the account screens share (login, signup, WhatsApp login, reset, profile),
// each a kit Field with the input settings phones need (keyboard, autofill). Spread
// `register(name)` on them.
import type { ComponentProps } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { Field } from '../ui/field.tsx';
import { Input } from '../ui/input.tsx';
import { PasswordInput } from '../ui/password-input.tsx';

type FieldProps = ComponentProps<'input'> & {
  error?: string | boolean | undefined;
  label?: string;
  hint?: string;
};

function AccountField({
  error,
  label,
  hint,
  defaults,
  isPassword = false,
  ...props
}: FieldProps & { label: string; defaults: ComponentProps<'input'>; isPassword?: boolean }) {
  const Control = isPassword ? PasswordInput : Input;
  return (
    <Field label={label} hint={hint} error={error}>
      <Control {...defaults} {...props} />
    </Field>
  );
}

const EMAIL = { type: 'email', autoComplete: 'email', placeholder: 'you@example.com' } as const;
const MOBILE = { type: 'tel', inputMode: 'numeric', autoComplete: 'tel-national', maxLength: 16 } as const;
const OTP = { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6 } as const;

export const EmailField = (props: FieldProps) => {
  const { t } = useTranslation();
  return <AccountField label={t('profile.form.email')} defaults={EMAIL} {...props} />;
};

export const MobileField = (props: FieldProps) => {
  const { t } = useTranslation();
  return (
    <AccountField
      label={t('profile.form.mobile')}
      defaults={{ ...MOBILE, placeholder: t('auth.mobilePlaceholder') }}
      {...props}
    />
  );
};

export const OtpField = (props: FieldProps) => {
  const { t } = useTranslation();
  return (
    <AccountField
      label={t('auth.otp')}
      defaults={{ ...OTP, placeholder: t('auth.otpPlaceholder') }}
      {...props}
    />
  );
};

export const PasswordField = (props: FieldProps) => {
  const { t } = useTranslation();
  return <AccountField label={t('auth.password')} defaults={{}} isPassword {...props} />;
};
