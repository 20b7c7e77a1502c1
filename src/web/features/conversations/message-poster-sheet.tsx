// The sheet that starts a conversation about a listing (docs/product/conversations.md): three
// first messages a tap puts in the box, the box, and Send; then the conversation opens. The
// message is checked with the schema the server uses; a refusal shows under the field it names,
// or above Send (the day's limit, a block). Loaded when first opened (message-poster-button.tsx).
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import {
  MESSAGE_MAX,
  QUICK_MESSAGES,
  type StartConversationBody,
  StartConversationBodySchema,
} from '../../../shared/schemas/conversation.ts';
import type { Listing } from '../../../shared/schemas/listing.ts';
import { ApiError, messageOf } from '../../api/client.ts';
import { useStartConversation } from '../../api/conversation/conversations.ts';
import { useSendToLogin } from '../../api/session-lost.ts';
import type { MessageKey } from '../../i18n/i18n.ts';
import { type Named, useListingName } from '../../i18n/place-names.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { paths } from '../../paths.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { Field } from '../../ui/field.tsx';
import { Refusal } from '../../ui/refusal.tsx';
import { applyServerErrors } from '../../ui/server-errors.ts';
import { Textarea } from '../../ui/textarea.tsx';

/** Each of QUICK_MESSAGES in the catalogue, so a Hindi reader sends it in Hindi. */
const QUICK_KEYS: Record<(typeof QUICK_MESSAGES)[number], MessageKey> = {
  'Is it still available?': 'conversations.quick.available',
  'Can I see it this weekend?': 'conversations.quick.weekend',
  'Is the rent negotiable?': 'conversations.quick.negotiable',
};

export default function MessagePosterSheet(props: {
  listing: Pick<Listing, 'id' | 'listed_by'> & Named;
  onClose: () => void;
}) {
  const { listing, onClose } = props;
  const name = useListingName();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const sendToLogin = useSendToLogin();
  const start = useStartConversation();
  const [refusal, setRefusal] = useState('');
  const form = useForm<StartConversationBody>({
    resolver: zodResolver(StartConversationBodySchema),
    defaultValues: { listing_id: listing.id, text: '' },
  });
  const onSubmit = form.handleSubmit((body) => {
    setRefusal('');
    start.mutate(body, {
      onSuccess: ({ conversation }) => navigate(paths.messages(conversation.id)),
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401) {
          sendToLogin({ alert: t('detail.pleaseLoginFirst') });
          return;
        }
        // The box shows what is wrong with the text; anything else (one's own listing, the
        // day's limit, a block) shows above Send.
        const named = error instanceof ApiError ? (error.errors ?? []) : [];
        applyServerErrors(error, form);
        if (!named.some((entry) => entry.field === 'text')) setRefusal(named[0]?.message || messageOf(error));
      },
    });
  });
  return (
    <Dialog
      title={t('conversations.messagePoster', { by: listing.listed_by })}
      description={t('conversations.sheetIntro', { title: name(listing) })}
      onClose={onClose}
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <fieldset>
          <legend className="mb-2 text-sm font-semibold text-slate-900">
            {t('conversations.quickMessages')}
          </legend>
          <div className="flex flex-wrap gap-2">
            {QUICK_MESSAGES.map((message) => QUICK_KEYS[message]).map((key) => (
              <button
                key={key}
                type="button"
                onClick={() => form.setValue('text', t(key), { shouldValidate: form.formState.isSubmitted })}
                className="inline-flex min-h-11 items-center rounded-full border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 hover:border-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
              >
                {t(key)}
              </button>
            ))}
          </div>
        </fieldset>
        <Field label={t('conversations.yourMessage')} error={form.formState.errors.text?.message}>
          <Textarea rows={4} maxLength={MESSAGE_MAX} {...form.register('text')} />
        </Field>
        <Refusal text={refusal} />
        <Button type="submit" size="lg" isLoading={start.isPending} loadingLabel={t('conversations.sending')}>
          {t('conversations.send')}
        </Button>
      </form>
    </Dialog>
  );
}
