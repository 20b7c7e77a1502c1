// Share a listing (docs/product/screens.md#sharing-a-listing): the phone's own share sheet
// (Web Share API) where there is one, otherwise WhatsApp, copy link and email.
import { Copy, Mail, MessageCircle, Share2 } from 'lucide-react';
import { useState } from 'react';
import { i18n } from '../i18n/i18n.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { toast } from '../toast.ts';

export function ShareButton(props: { title: string; url: string }) {
  const { title, url } = props;
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const text = t('share.text', { title });
  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text, url });
        return;
      } catch (error) {
        // Closing the share sheet is a choice, not a failure.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    setOpen((shown) => !shown);
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(i18n.t('share.copied'));
    } catch {
      toast.error(i18n.t('share.copyFailed'));
    }
    setOpen(false);
  };
  const option =
    'flex min-h-11 w-full items-center gap-2 rounded-lg px-3 text-left text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700';
  return (
    <div className="relative">
      <button
        type="button"
        onClick={() => void share()}
        aria-expanded={open}
        className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        <Share2 aria-hidden="true" className="h-5 w-5" />
        {t('share.button')}
      </button>
      {open && (
        <ul
          aria-label={t('share.menu')}
          className="absolute left-0 z-20 mt-2 w-56 rounded-xl border border-slate-200 bg-white p-1 shadow-lg"
        >
          <li>
            <a
              href={`https://wa.me/?text=${encodeURIComponent(`${text}: ${url}`)}`}
              target="_blank"
              rel="noopener noreferrer"
              className={option}
              onClick={() => setOpen(false)}
            >
              <MessageCircle aria-hidden="true" className="h-5 w-5" />
              WhatsApp
            </a>
          </li>
          <li>
            <button type="button" onClick={() => void copy()} className={option}>
              <Copy aria-hidden="true" className="h-5 w-5" />
              {t('share.copy')}
            </button>
          </li>
          <li>
            <a
              href={`mailto:?subject=${encodeURIComponent(text)}&body=${encodeURIComponent(url)}`}
              className={option}
              onClick={() => setOpen(false)}
            >
              <Mail aria-hidden="true" className="h-5 w-5" />
              {t('contact.email')}
            </a>
          </li>
        </ul>
      )}
    </div>
  );
}
