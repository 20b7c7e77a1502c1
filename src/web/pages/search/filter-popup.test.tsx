import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '../../i18n/i18n.ts';
import { FilterPopup } from './filter-popup.tsx';

const popup = (filters = {}) => {
  const onApply = vi.fn();
  const onClear = vi.fn();
  render(
    <FilterPopup city="Mumbai" filters={filters} onApply={onApply} onClear={onClear} onClose={() => {}} />,
  );
  return { onApply, onClear, dialog: screen.getByRole('dialog') };
};

describe('the filter popup', () => {
  it('keeps choices as a draft until Filter applies them', async () => {
    const { onApply, dialog } = popup();
    await userEvent.selectOptions(within(dialog).getByLabelText('City'), 'Pune');
    await userEvent.type(within(dialog).getByLabelText('Locality'), 'Baner');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Owner' }));
    expect(onApply).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Filter' }));
    expect(onApply).toHaveBeenCalledWith({
      city: 'Pune',
      filters: { locality: 'Baner', listed_by: 'Owner' },
    });
  });

  it('sets a move-in budget from its chips, and a second tap takes it off', async () => {
    const { onApply, dialog } = popup({ max_move_in: 50000 });
    const budget = within(dialog).getByRole('group', { name: 'Move in with under' });
    expect(within(budget).getByRole('checkbox', { name: 'Under ₹50,000' })).toHaveProperty('checked', true);
    await userEvent.click(within(budget).getByRole('checkbox', { name: 'Under ₹1,00,000' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Filter' }));
    expect(onApply.mock.calls[0]?.[0].filters).toEqual({ max_move_in: 100000 });
    await userEvent.click(within(budget).getByRole('checkbox', { name: 'Under ₹1,00,000' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Filter' }));
    expect(onApply.mock.calls[1]?.[0].filters).toEqual({ max_move_in: undefined });
  });

  it('offers only the rooms and tenants the chosen property type has, dropping a choice it lacks', async () => {
    const { onApply, dialog } = popup({ configuration: '_3BHK' });
    const rooms = within(dialog).getByRole('group', { name: 'Rooms' });
    expect(within(rooms).getByRole('checkbox', { name: '3BHK' })).toHaveProperty('checked', true);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'PG/Hostel' }));
    expect(within(rooms).queryByRole('checkbox', { name: '3BHK' })).toBeNull();
    expect(within(dialog).queryByRole('group', { name: 'Brokerage' })).not.toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Filter' }));
    expect(onApply.mock.calls[0]?.[0].filters).toEqual({ property_type: 'PG_HOSTEL' });
  });

  it('hides Brokerage for a type that has none', async () => {
    const { dialog } = popup();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Weekend Home' }));
    expect(within(dialog).queryByRole('group', { name: 'Brokerage' })).toBeNull();
  });

  it('clears with Clear Filter', async () => {
    const { onClear, dialog } = popup({ listed_by: 'Broker' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Clear Filter' }));
    expect(onClear).toHaveBeenCalledOnce();
  });

  it('is named Filters', () => {
    popup();
    expect(screen.getByRole('dialog', { name: 'Filters' })).toBeTruthy();
  });

  it('reads in Hindi, with the rent range in rupees', async () => {
    await applyLanguage('hi');
    const { onApply, dialog } = popup({ max_rent: 25_000 });
    expect(screen.getByRole('dialog', { name: 'फ़िल्टर' })).toBe(dialog);
    expect(within(dialog).getByRole('group', { name: 'क्या ढूँढ रहे हैं' })).toBeTruthy();
    expect(within(dialog).getByText('₹1,000 से ₹25,000')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'मालिक' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'ज़ीरो' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'फ़िल्टर करें' }));
    expect(onApply).toHaveBeenCalledWith({
      city: 'Mumbai',
      filters: { max_rent: 25_000, listed_by: 'Owner', brokerage: 'ZERO' },
    });
  });
});
