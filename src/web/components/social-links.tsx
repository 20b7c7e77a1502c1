// Share links for WhatsApp, Facebook, X and LinkedIn, with small hand-drawn marks
// (lucide has no brand icons). Each opens the network's own share page in a new tab.
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { pageOrigin } from '../page-origin.ts';

const icon = (children: ReactNode) => (
  <svg viewBox="0 0 24 24" aria-hidden="true" className="h-5 w-5" fill="currentColor">
    {children}
  </svg>
);

const NETWORKS: { name: string; href: (url: string, text: string) => string; mark: ReactNode }[] = [
  {
    name: 'WhatsApp',
    href: (url, text) => `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`,
    mark: icon(
      <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 2a8 8 0 1 1-4.1 14.9l-.3-.2-3 .8.8-2.9-.2-.3A8 8 0 0 1 12 4Zm-3.2 3.6c-.2 0-.5 0-.7.3-.3.3-1 1-1 2.3s1 2.7 1.2 2.9c.1.2 2 3.1 4.9 4.3 2.4 1 2.9.8 3.4.7.5 0 1.7-.7 1.9-1.4.2-.7.2-1.3.2-1.4-.1-.1-.3-.2-.6-.4l-1.9-.9c-.3-.1-.5-.1-.7.1l-.9 1.1c-.2.2-.3.2-.6.1a6.6 6.6 0 0 1-3.3-2.9c-.2-.4.2-.4.7-1.3.1-.2 0-.3 0-.5l-.9-2.1c-.2-.5-.4-.5-.6-.5h-.5Z" />,
    ),
  },
  {
    name: 'Facebook',
    href: (url) => `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
    mark: icon(
      <path d="M13.5 22v-8h2.7l.4-3.2h-3.1V8.8c0-.9.3-1.5 1.6-1.5h1.7V4.4a22 22 0 0 0-2.5-.1c-2.4 0-4.1 1.5-4.1 4.2v2.3H7.5V14h2.7v8h3.3Z" />,
    ),
  },
  {
    name: 'X',
    href: (url, text) =>
      `https://x.com/intent/post?text=${encodeURIComponent(text)}&url=${encodeURIComponent(url)}`,
    mark: icon(
      <path d="M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.3-8.3L2 3h6.3l4.4 5.9L17.8 3Zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5Z" />,
    ),
  },
  {
    name: 'LinkedIn',
    href: (url) => `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`,
    mark: icon(
      <path d="M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM3 9.5h4V21H3V9.5Zm6.5 0h3.8v1.6h.1c.5-1 1.8-2 3.8-2 4 0 4.8 2.6 4.8 6V21h-4v-5.3c0-1.3 0-2.9-1.8-2.9s-2 1.4-2 2.8V21h-4V9.5Z" />,
    ),
  },
];

export function SocialLinks() {
  const { t } = useTranslation();
  const text = t('footer.shareText');
  const url = pageOrigin();
  return (
    <ul className="mt-2 flex gap-1">
      {NETWORKS.map((network) => (
        <li key={network.name}>
          <a
            href={network.href(url, text)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('footer.shareOn', { network: network.name })}
            className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-full text-brand-100 hover:bg-brand-800 hover:text-white focus-visible:outline-2 focus-visible:outline-white"
          >
            {network.mark}
          </a>
        </li>
      ))}
    </ul>
  );
}
