import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { flatten } from '../../../../scripts/catalogue.ts';
import { LOOSE_CHOICE_FILTERS } from '../../../shared/search-filters.ts';
import en from '../../i18n/locales/en.json';
import hi from '../../i18n/locales/hi.json';
import { FilterPopup } from './filter-popup.tsx';

const catalogues = { en: flatten(en), hi: flatten(hi) };

describe('the search filter table on the web', () => {
  it.each(LOOSE_CHOICE_FILTERS.map((f) => [f.key, f] as const))(
    'names only texts both catalogues hold for %s',
    (_key, filter) => {
      const { text } = filter;
      const keys: string[] = [
        filter.popup.legend,
        ...(text.chip ? [text.chip[0]] : []),
        ...(Object.values(text.chipOwn ?? {}) as string[]),
        ...(Object.values(text.optionOwn ?? {}) as string[]),
        ...filter.values
          .filter((v) => !text.optionOwn?.[v] || !text.chipOwn?.[v])
          .map((v) => `enums.${text.labels}.${v}`),
      ];
      for (const catalogue of Object.values(catalogues)) {
        for (const key of keys) expect(catalogue.has(key), key).toBe(true);
      }
      if (text.chip) expect(catalogues.en.get(text.chip[0])).toContain(`{${text.chip[1]}}`);
    },
  );

  it('draws one group per row in the popup, in the order of the table, and applies a choice under its key', async () => {
    const onApply = vi.fn();
    render(
      <FilterPopup city="Mumbai" filters={{}} onApply={onApply} onClear={() => {}} onClose={() => {}} />,
    );
    const dialog = screen.getByRole('dialog');
    const legends = LOOSE_CHOICE_FILTERS.map((f) => catalogues.en.get(f.popup.legend)!);
    const groups = within(dialog)
      .getAllByRole('group')
      .map((g) => g.querySelector('legend')?.textContent);
    expect(groups.filter((name) => legends.includes(name ?? ''))).toEqual(legends);
    for (const filter of LOOSE_CHOICE_FILTERS) {
      const group = within(dialog).getByRole('group', { name: catalogues.en.get(filter.popup.legend) });
      expect(within(group).getAllByRole('checkbox')).toHaveLength(filter.popup.offered(undefined).length);
    }
    const last = LOOSE_CHOICE_FILTERS.at(-1)!;
    const group = within(dialog).getByRole('group', { name: catalogues.en.get(last.popup.legend) });
    await userEvent.click(within(group).getAllByRole('checkbox')[0]!);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Filter' }));
    expect(onApply.mock.calls[0]?.[0].filters).toEqual({ [last.key]: last.popup.offered(undefined)[0] });
  });
});
