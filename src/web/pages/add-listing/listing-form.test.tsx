import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MONTH_NAMES, todayInIndia } from '../../../shared/format.ts';
import { chooseLanguage } from '../../i18n/use-language.ts';
import { useSession } from '../../state/session.ts';
import { renderWithApp } from '../../test/render.tsx';
import { shownDate } from '../../test/shown-date.ts';
import { whatsappUser } from '../../test/users.ts';
import { ListingForm } from './listing-form.tsx';

afterEach(() => {
  cleanup();
  useSession.getState().setUser(null);
});

describe('the listing form', () => {
  it('read in Hindi, names its sections, fields, choices and photo picker in Hindi', async () => {
    await chooseLanguage('hi');
    useSession.getState().setUser(whatsappUser);
    renderWithApp(<ListingForm />, { path: '/addlisting' });
    expect(screen.getByRole('group', { name: 'लिस्टिंग की जानकारी' })).toBeDefined();
    const type = screen.getByLabelText('प्रॉपर्टी का प्रकार');
    expect(within(type).getByRole('option', { name: 'PG/हॉस्टल' })).toBeDefined();
    expect(screen.getByLabelText('किराया ₹ में (प्रति माह)')).toBeDefined();
    expect(screen.getByText(/ज़्यादा से ज़्यादा 10 फ़ोटो, सीधे कैमरे से/)).toBeDefined();
    expect(screen.getByRole('button', { name: 'सबमिट करें' })).toBeDefined();
    // Today, day, month by name and year: never the browser's mm/dd/yyyy.
    const from = screen.getByRole('group', { name: 'कब से उपलब्ध' });
    const [year, month, day] = todayInIndia().split('-').map(Number) as [number, number, number];
    expect(shownDate(from)).toBe(`${day} ${MONTH_NAMES['hi-IN'][month - 1]} ${year}`);
    expect(screen.queryByText('Listing Details')).toBeNull();
  });
});
