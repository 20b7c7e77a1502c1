import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '../i18n/i18n.ts';
import { ShareButton } from './share-button.tsx';

const url = 'https://thikana.example/propertydetail/42';
const title = '1BHK Apartment in Koramangala';

const setShare = (share: unknown) =>
  Object.defineProperty(navigator, 'share', { value: share, configurable: true, writable: true });

afterEach(() => setShare(undefined));

describe('the share button', () => {
  it("opens the phone's share sheet where there is one", async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    setShare(share);
    render(<ShareButton title={title} url={url} />);
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({ title, text: `${title} on Thikana`, url });
    expect(screen.queryByRole('list', { name: 'Share this home' })).toBeNull();
  });

  it('otherwise offers WhatsApp, copy link and email', async () => {
    setShare(undefined);
    render(<ShareButton title={title} url={url} />);
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    const menu = screen.getByRole('list', { name: 'Share this home' });
    expect(within(menu).getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toBe(
      `https://wa.me/?text=${encodeURIComponent(`${title} on Thikana: ${url}`)}`,
    );
    expect(within(menu).getByRole('link', { name: 'Email' }).getAttribute('href')).toBe(
      `mailto:?subject=${encodeURIComponent(`${title} on Thikana`)}&body=${encodeURIComponent(url)}`,
    );
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await userEvent.click(within(menu).getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(url);
    expect(screen.queryByRole('list', { name: 'Share this home' })).toBeNull();
  });

  it('speaks Hindi, and shares the Hindi text', async () => {
    await applyLanguage('hi');
    const share = vi.fn().mockResolvedValue(undefined);
    setShare(share);
    render(<ShareButton title={title} url={url} />);
    await userEvent.click(screen.getByRole('button', { name: 'शेयर करें' }));
    expect(share).toHaveBeenCalledWith({ title, text: `Thikana पर ${title}`, url });

    setShare(undefined);
    await userEvent.click(screen.getByRole('button', { name: 'शेयर करें' }));
    const menu = screen.getByRole('list', { name: 'यह घर शेयर करें' });
    expect(within(menu).getByRole('button', { name: 'लिंक कॉपी करें' })).toBeTruthy();
    expect(within(menu).getByRole('link', { name: 'ईमेल' })).toBeTruthy();
  });
});
