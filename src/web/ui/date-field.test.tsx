import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { chooseLanguage } from '../i18n/use-language.ts';
import { shownDate } from '../test/shown-date.ts';
import { DateField } from './date-field.tsx';

function Picked(props: { initial: string; onChange?: (value: string) => void; error?: string }) {
  const [value, setValue] = useState(props.initial);
  return (
    <DateField
      label="Available from"
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange?.(next);
      }}
      min="2026-10-29"
      max="2027-11-29"
      error={props.error}
    />
  );
}

describe('the date field', () => {
  it('shows a date as day, month name and year, whatever the browser’s own language', () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('en-US');
    render(<Picked initial="2026-11-28" />);
    expect(shownDate(screen.getByRole('group', { name: 'Available from' }))).toBe('28 November 2026');
  });

  it('shows it in Hindi to a Hindi reader', async () => {
    await chooseLanguage('hi');
    render(<Picked initial="2026-11-28" />);
    const group = screen.getByRole('group', { name: 'Available from' });
    expect(shownDate(group)).toBe('28 नवंबर 2026');
    expect(within(group).getByRole('combobox', { name: 'महीना' })).toBeDefined();
  });

  it('gives YYYY-MM-DD once day, month and year are picked, offering only the years allowed', async () => {
    const onChange = vi.fn();
    render(<Picked initial="" onChange={onChange} />);
    const group = screen.getByRole('group', { name: 'Available from' });
    await userEvent.selectOptions(within(group).getByRole('combobox', { name: 'Day' }), '5');
    await userEvent.selectOptions(within(group).getByRole('combobox', { name: 'Month' }), 'January');
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.selectOptions(within(group).getByRole('combobox', { name: 'Year' }), '2027');
    expect(onChange).toHaveBeenLastCalledWith('2027-01-05');
    expect(
      within(group)
        .getAllByRole('option', { name: /^20\d\d$/ })
        .map((o) => o.textContent),
    ).toEqual(['2026', '2027']);
  });

  it('keeps the day within a shorter month', async () => {
    const onChange = vi.fn();
    render(<Picked initial="2027-01-31" onChange={onChange} />);
    const group = screen.getByRole('group', { name: 'Available from' });
    await userEvent.selectOptions(within(group).getByRole('combobox', { name: 'Month' }), 'February');
    expect(onChange).toHaveBeenLastCalledWith('2027-02-28');
    expect(shownDate(group)).toBe('28 February 2027');
  });

  it('marks every picker invalid and describes them by the error', () => {
    render(<Picked initial="2026-11-28" error="Available from cannot be more than 30 days in the past" />);
    for (const select of screen.getAllByRole('combobox')) {
      expect(select.getAttribute('aria-invalid')).toBe('true');
      expect(document.getElementById(select.getAttribute('aria-describedby')!)?.textContent).toBe(
        'Available from cannot be more than 30 days in the past',
      );
    }
  });
});
