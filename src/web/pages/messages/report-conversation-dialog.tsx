// Reporting a conversation (docs/product/conversations.md): the reason, checked with the schema
// the server uses; an admin reads a conversation only once it is reported. Loaded when first
// opened (conversation-menu.tsx).
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  type Conversation,
  type ReportConversationBody,
  ReportConversationBodySchema,
} from '../../../shared/schemas/conversation.ts';
import { useReportConversation } from '../../api/conversation/messages.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { toast } from '../../toast.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { Field } from '../../ui/field.tsx';
import { reportServerError } from '../../ui/server-errors.ts';
import { Textarea } from '../../ui/textarea.tsx';

export default function ReportConversationDialog(props: { conversation: Conversation; onClose: () => void }) {
  const { conversation, onClose } = props;
  const { t } = useTranslation();
  const report = useReportConversation(conversation.id);
  const form = useForm<ReportConversationBody>({
    resolver: zodResolver(ReportConversationBodySchema),
    defaultValues: { reason: '' },
  });
  const onSubmit = form.handleSubmit((values) =>
    report.mutate(values, {
      onSuccess: () => {
        toast.success(t('conversations.reportSent'));
        onClose();
      },
      onError: (error) => reportServerError(error, form),
    }),
  );
  return (
    <Dialog
      title={t('conversations.reportTitle')}
      description={t('conversations.reportIntro', { name: conversation.other.name })}
      onClose={onClose}
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <Field label={t('conversations.reason')} error={form.formState.errors.reason?.message}>
          <Textarea rows={3} maxLength={500} {...form.register('reason')} />
        </Field>
        <Button
          type="submit"
          variant="danger"
          isLoading={report.isPending}
          loadingLabel={t('conversations.sendingReport')}
        >
          {t('conversations.sendReport')}
        </Button>
      </form>
    </Dialog>
  );
}
