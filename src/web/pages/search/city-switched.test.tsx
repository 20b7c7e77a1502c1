import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CitySwitched } from '../../../shared/schemas/search.ts';
import { applyLanguage } from '../../i18n/i18n.ts';
import { CitySwitchedNotice } from './city-switched.tsx';

const switched: CitySwitched = {
  from: 'Mumbai',
  to: 'Bengaluru',
  locality: 'Koramangala',
  search: '1bhk under 25000',
  filters: {},
};

const show = () => {
  const onStay = vi.fn();
  const onMove = vi.fn();
  render(<CitySwitchedNotice switched={switched} onStay={onStay} onMove={onMove} />);
  return { onStay, onMove };
};

describe('the notice of a search moved to another city', () => {
  it('says where the locality is, and offers to search the chosen city instead or to keep the other', async () => {
    const { onStay, onMove } = show();
    const notice = screen.getByRole('region', { name: 'Another city' });
    expect(notice.textContent).toContain('Koramangala is in Bengaluru');
    await userEvent.click(screen.getByRole('button', { name: 'Search Mumbai instead' }));
    expect(onStay).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Make Bengaluru my city' }));
    expect(onMove).toHaveBeenCalledOnce();
  });

  it('reads in Hindi, places included', async () => {
    await applyLanguage('hi');
    show();
    expect(screen.getByRole('status').textContent).toBe('कोरमंगला बेंगलुरु में है');
    expect(screen.getByRole('button', { name: 'इसके बजाय मुंबई में खोजें' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'बेंगलुरु को मेरा शहर बनाएँ' })).toBeTruthy();
  });
});
