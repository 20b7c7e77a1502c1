import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { restoreLanguage, useLanguageChoice } from '../i18n/use-language.ts';
import { renderWithApp } from '../test/render.tsx';
import { Header } from './header.tsx';

describe('the language switch', () => {
  it('shows the header in Hindi, marks the page Hindi and remembers the choice', async () => {
    renderWithApp(<Header />);
    expect(screen.getByRole('link', { name: 'Login' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'हिन्दी' }));

    expect(await screen.findByRole('link', { name: 'लॉग इन' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('hi-IN');
    expect(JSON.parse(localStorage.getItem('localLanguage')!).state.chosen).toBe('hi');
    expect(screen.getByRole('button', { name: 'English' })).toBeTruthy();
  });

  it('goes back to English from the Hindi header', async () => {
    renderWithApp(<Header />);
    await userEvent.click(screen.getByRole('button', { name: 'हिन्दी' }));
    await userEvent.click(await screen.findByRole('button', { name: 'English' }));

    expect(await screen.findByRole('link', { name: 'Login' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('en-IN');
    expect(JSON.parse(localStorage.getItem('localLanguage')!).state.chosen).toBe('en');
  });

  it('starts in the language picked earlier on this device', async () => {
    localStorage.setItem('localLanguage', JSON.stringify({ state: { chosen: 'hi' }, version: 0 }));
    await useLanguageChoice.persist.rehydrate();
    await restoreLanguage();
    renderWithApp(<Header />);
    await waitFor(() => expect(screen.getByRole('link', { name: 'लॉग इन' })).toBeTruthy());
  });
});
