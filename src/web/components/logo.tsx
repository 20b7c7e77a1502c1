// The Thikana logo: a house outline whose door is a map pin, plus the word. The mark
// is drawn on a 24 px grid so it stays crisp from a favicon up to the header.
import { Link } from 'react-router';
import { useTranslation } from '../i18n/use-translation.ts';
import { paths } from '../paths.ts';

export function LogoMark(props: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={props.className ?? 'h-8 w-8'}>
      <path
        d="M2.5 11.5 12 3.5l9.5 8M5 9.6V21h14V9.6"
        fill="none"
        stroke="var(--color-brand-700)"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="M12 21.4s-4-4.1-4-6.9a4 4 0 0 1 8 0c0 2.8-4 6.9-4 6.9Z"
        fill="var(--color-accent-500)"
        stroke="var(--color-accent-600)"
        strokeWidth="0.6"
      />
      <circle cx="12" cy="14.5" r="1.5" fill="#ffffff" />
    </svg>
  );
}

/** The mark and the word, linking home. */
export function Logo() {
  const { t } = useTranslation();
  return (
    <Link
      to={paths.home()}
      aria-label={t('card.logo')}
      className="inline-flex min-h-11 items-center gap-1.5 rounded-md text-xl font-bold tracking-tight text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-700"
    >
      <LogoMark className="h-8 w-8 shrink-0" />
      {/* Below 380 px the mark stands alone, so the header's city stays readable. */}
      <span aria-hidden="true" className="hidden min-[380px]:inline">
        Thikana
      </span>
    </Link>
  );
}
