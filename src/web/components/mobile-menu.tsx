// The phone menu (docs/product/screens.md#layout-header-and-footer): the button that opens it, in
// the first render, and its panel (mobile-menu-panel.tsx), loaded after it.
import { Menu } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../i18n/use-translation.ts';
import { Later, later } from './later.tsx';
import type { MobileMenuPanelProps } from './mobile-menu-panel.tsx';

const MobileMenuPanel = later<MobileMenuPanelProps>(() =>
  import('./mobile-menu-panel.tsx').then((m) => ({ default: m.MobileMenuPanel })),
);

export function MobileMenu() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const close = useCallback(() => setOpen(false), []);

  // Following a link closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every route change by design.
  useEffect(() => setOpen(false), [pathname]);

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={t('menu.open')}
        aria-expanded={open}
        aria-haspopup="dialog"
        className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700 lg:hidden"
      >
        <Menu aria-hidden="true" className="h-6 w-6" />
      </button>
      <Later part={MobileMenuPanel} props={{ open, onClose: close }} />
    </>
  );
}
