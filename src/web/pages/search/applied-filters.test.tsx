import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { parseQuery } from '../../../shared/query-parser.ts';
import type { SearchFilters } from '../../../shared/schemas/search.ts';
import { applyLanguage } from '../../i18n/i18n.ts';
import { AppliedFilters } from './applied-filters.tsx';

const show = (text: string, filters: SearchFilters = {}, localities: string[] = []) => {
  const onChange = vi.fn();
  const onText = vi.fn();
  const onClearAll = vi.fn();
  render(
    <AppliedFilters
      filters={filters}
      text={text}
      typed={parseQuery(text, { localities })}
      onChange={onChange}
      onText={onText}
      onClearAll={onClearAll}
    />,
  );
  return { onChange, onText, onClearAll };
};

const chipNames = () =>
  screen.getAllByRole('button', { name: /^Remove filter/ }).map((b) => b.getAttribute('aria-label'));

describe('the applied filters', () => {
  it('shows the filters read from the typed text as chips', () => {
    show('1bhk koramangala under 25000', {}, ['Koramangala']);
    expect(screen.getByText('3 filters applied')).toBeTruthy();
    expect(chipNames()).toEqual([
      'Remove filter Near Koramangala',
      'Remove filter 1BHK',
      'Remove filter Rent up to ₹25,000',
    ]);
  });

  it('removes a typed chip by taking its words out of the text', async () => {
    const { onText, onChange } = show('1bhk koramangala under 25000');
    await userEvent.click(screen.getByRole('button', { name: 'Remove filter Rent up to ₹25,000' }));
    expect(onText).toHaveBeenCalledWith('1bhk koramangala');
    await userEvent.click(screen.getByRole('button', { name: 'Remove filter 1BHK' }));
    expect(onText).toHaveBeenLastCalledWith('koramangala under 25000');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('lets a typed type replace a chosen one, and removes a chosen chip from the filters', async () => {
    const { onChange } = show('pg', {
      property_type: 'APARTMENT',
      configuration: '_2BHK',
      listed_by: 'Owner',
    });
    expect(chipNames()).toEqual(['Remove filter PG/Hostel', 'Remove filter Listed by Owner']);
    await userEvent.click(screen.getByRole('button', { name: 'Remove filter Listed by Owner' }));
    expect(onChange).toHaveBeenCalledWith({ property_type: 'APARTMENT', configuration: '_2BHK' });
  });

  it('clears every filter and leaves only the words not read as filters', async () => {
    const { onClearAll } = show('veg pg near metro for girls', { listed_by: 'Owner' });
    await userEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(onClearAll).toHaveBeenCalledWith('near metro for');
  });

  it('reads in Hindi', async () => {
    await applyLanguage('hi');
    const { onText } = show('1bhk koramangala under 25000', { listed_by: 'Owner' }, ['Koramangala']);
    expect(screen.getByText('4 फ़िल्टर लगे हैं')).toBeTruthy();
    expect(
      screen.getAllByRole('button', { name: /^फ़िल्टर हटाएँ/ }).map((b) => b.getAttribute('aria-label')),
    ).toEqual([
      'फ़िल्टर हटाएँ: Koramangala के पास',
      'फ़िल्टर हटाएँ: मालिक द्वारा लिस्टेड',
      'फ़िल्टर हटाएँ: 1BHK',
      'फ़िल्टर हटाएँ: किराया ₹25,000 तक',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'फ़िल्टर हटाएँ: किराया ₹25,000 तक' }));
    expect(onText).toHaveBeenCalledWith('1bhk koramangala');
    expect(screen.getByRole('button', { name: 'सब हटाएँ' })).toBeTruthy();
  });
});
