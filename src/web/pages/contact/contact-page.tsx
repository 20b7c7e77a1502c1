// /contactus: first name, last name, email and message, all required; Send Message
// shows a loader, and the form resets once the message is sent.
import { zodResolver } from '@hookform/resolvers/zod';
import { Mail, Send } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { type ContactInput, ContactInputSchema } from '../../../shared/schemas/contact.ts';
import { useAddContact } from '../../api/contact/add-contact.ts';
import { useContactFormToken, useSupportEmail } from '../../api/contact/get-support.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { paths } from '../../paths.ts';
import { toast } from '../../toast.ts';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { reportServerError } from '../../ui/server-errors.ts';
import { Textarea } from '../../ui/textarea.tsx';

const EMPTY: ContactInput = { firstName: '', lastName: '', email: '', message: '' };

export default function ContactPage() {
  const { t } = useTranslation();
  const FALLBACK = t('contact.fallback');
  const send = useAddContact();
  const support = useSupportEmail();
  const formToken = useContactFormToken();
  const form = useForm<ContactInput>({ resolver: zodResolver(ContactInputSchema), defaultValues: EMPTY });
  const { register } = form;
  const { errors } = form.formState;

  const onSubmit = (input: ContactInput) =>
    send.mutate(
      { ...input, ...(formToken.data ? { form_token: formToken.data } : {}) },
      {
        onSuccess: (res) => {
          if (!res?.message) {
            toast.error(FALLBACK);
            return;
          }
          toast.success(res.message);
          form.reset(EMPTY);
        },
        onError: (error) => reportServerError(error, form, FALLBACK),
      },
    );

  const field = (
    name: Exclude<keyof ContactInput, 'message'>,
    label: string,
    props: ComponentProps<'input'>,
  ) => (
    <Field label={label} error={errors[name]?.message}>
      <Input required {...props} {...register(name)} />
    </Field>
  );

  return (
    <section className="mx-auto max-w-2xl px-4 py-6 lg:py-10">
      <h1 className="text-2xl font-bold text-slate-900 lg:text-3xl">{t('contact.title')}</h1>
      <p className="mt-2 text-slate-700">
        {t('contact.introBefore')}
        <Link to={paths.faq()} className="font-medium text-brand-700 underline">
          {t('contact.faq')}
        </Link>
        {t('contact.introAfter')}
      </p>
      {support.data ? (
        <p className="mt-2 inline-flex items-center gap-2 text-slate-700">
          <Mail aria-hidden="true" className="h-4 w-4" />
          <a href={`mailto:${support.data}`} className="font-medium text-brand-700 underline">
            {support.data}
          </a>
        </p>
      ) : null}
      <form
        onSubmit={form.handleSubmit(onSubmit)}
        className="mt-6 flex flex-col gap-5 rounded-2xl bg-white p-5 ring-1 ring-slate-200"
      >
        <div className="grid gap-5 sm:grid-cols-2">
          {field('firstName', t('contact.firstName'), { autoComplete: 'given-name' })}
          {field('lastName', t('contact.lastName'), { autoComplete: 'family-name' })}
        </div>
        {field('email', t('contact.email'), { type: 'email', autoComplete: 'email', inputMode: 'email' })}
        {/* Left empty by people, who never see it; bots fill every field they find. */}
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label htmlFor="contact-website">Website</label>
          <input id="contact-website" type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
        </div>
        <Field label={t('contact.message')} error={errors.message?.message}>
          <Textarea required rows={6} {...register('message')} />
        </Field>
        <Button
          type="submit"
          variant="accent"
          className="px-6 sm:self-start"
          isLoading={send.isPending}
          loadingLabel={t('contact.sending')}
        >
          <Send aria-hidden="true" className="h-5 w-5" />
          {t('contact.send')}
        </Button>
      </form>
    </section>
  );
}
