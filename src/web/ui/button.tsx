// The kit's button: teal primary, saffron accent for the actions that matter (Search,
// Get Contact Info, Pay, Publish), outlined secondary, red danger; at least 44 px
// tall (docs/product/screens.md). While `isLoading` a spinner replaces the label, the
// button is disabled and busy, and `loadingLabel` is what a screen reader hears.
import { LoaderCircle } from 'lucide-react';
import type { ComponentProps } from 'react';

export type ButtonVariant = 'primary' | 'accent' | 'secondary' | 'danger' | 'ghost';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800',
  accent: 'bg-accent-500 text-slate-950 hover:bg-accent-400',
  secondary: 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
  danger: 'bg-red-700 text-white hover:bg-red-800',
  ghost: 'text-brand-800 hover:bg-brand-50',
};

/** The classes of a kit button, for a link that looks like one. */
export const buttonClass = (variant: ButtonVariant = 'primary', size: 'md' | 'lg' = 'md') =>
  `inline-flex items-center justify-center gap-2 rounded-lg px-4 font-semibold ${
    size === 'lg' ? 'min-h-12 text-lg' : 'min-h-11'
  } focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-60 ${VARIANTS[variant]}`;

export function Button({
  variant = 'primary',
  size = 'md',
  isLoading = false,
  loadingLabel,
  className,
  children,
  type = 'button',
  disabled,
  ...props
}: ComponentProps<'button'> & {
  variant?: ButtonVariant;
  size?: 'md' | 'lg';
  isLoading?: boolean;
  /** Read out while loading, in place of the label. */
  loadingLabel?: string;
}) {
  return (
    <button
      {...props}
      type={type}
      disabled={disabled || isLoading}
      aria-busy={isLoading || undefined}
      className={`${buttonClass(variant, size)} ${className ?? ''}`}
    >
      {isLoading ? (
        <>
          <LoaderCircle aria-hidden="true" className="size-6 animate-spin" />
          {loadingLabel && <span className="sr-only">{loadingLabel}</span>}
        </>
      ) : (
        children
      )}
    </button>
  );
}
