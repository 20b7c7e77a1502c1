// One image for a blog (banner or section): checked, uploaded at once to our own
// storage, then previewed. The field's value is the stored image's URL.
import { ImagePlus, LoaderCircle, X } from 'lucide-react';
import { messageOf } from '../../api/client.ts';
import { useImageUpload } from '../../api/listing/image-upload.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { toast } from '../../toast.ts';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { isImageAccepted } from './check-image-file.ts';

export function ImageUploadField(props: {
  label: string;
  value: string;
  onChange: (url: string) => void;
  error?: string | undefined;
}) {
  const { label, value, onChange } = props;
  const upload = useImageUpload();
  const { t } = useTranslation();

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    if (!(await isImageAccepted(file))) return;
    upload.mutate(file, {
      onSuccess: (url) => onChange(url),
      onError: (error) => toast.error(messageOf(error)),
    });
  };

  return (
    <Field label={label} error={props.error}>
      {value ? (
        <div className="relative w-full max-w-sm">
          <img
            src={value}
            alt={t('media.preview', { label })}
            className="aspect-[4/3] w-full rounded-xl object-cover"
          />
          <button
            type="button"
            onClick={() => onChange('')}
            className="absolute top-2 right-2 inline-flex min-h-11 min-w-11 items-center justify-center rounded-full bg-white/95 text-slate-800 shadow"
            aria-label={t('media.remove', { label: label.toLowerCase() })}
          >
            <X aria-hidden="true" className="h-5 w-5" />
          </button>
        </div>
      ) : null}
      <div className="flex items-center gap-3">
        <Input
          type="file"
          accept="image/*"
          disabled={upload.isPending}
          onChange={(e) => {
            void onFile(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
        {upload.isPending ? (
          <span role="status" className="inline-flex items-center gap-1 text-sm text-slate-600">
            <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" /> {t('media.uploading')}
          </span>
        ) : value ? null : (
          <ImagePlus aria-hidden="true" className="h-5 w-5 shrink-0 text-slate-500" />
        )}
      </div>
    </Field>
  );
}
