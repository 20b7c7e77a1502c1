import { render, renderHook, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { flatten } from '../../../../scripts/catalogue.ts';
import { chipsOf } from '../../../shared/filter-chips.ts';
import { parseQuery } from '../../../shared/query-parser.ts';
import { LOOSE_CHOICE_FILTERS, type LooseChoiceFilter } from '../../../shared/search-filters.ts';
import { applyLanguage } from '../../i18n/i18n.ts';
import en from '../../i18n/locales/en.json';
import hi from '../../i18n/locales/hi.json';
import { AppliedFilters } from './applied-filters.tsx';
import { useChipText } from './chip-text.ts';
import { FilterPopup } from './filter-popup.tsx';

const catalogues = { en: flatten(en), hi: flatten(hi) };
const rows = LOOSE_CHOICE_FILTERS.map((f) => [f.key, f] as const);
const enumRows = LOOSE_CHOICE_FILTERS.filter((f) => f.kind === 'enum');
const flagRows = LOOSE_CHOICE_FILTERS.filter((f) => f.kind === 'flag');

/** The catalogue's texts a row names. */
const textKeys = (filter: LooseChoiceFilter): string[] => {
  if (filter.kind === 'flag') return [filter.text.option, filter.text.chip];
  const { text } = filter;
  return [
    filter.popup.legend,
    ...(text.chip ? [text.chip[0]] : []),
    ...(Object.values(text.chipOwn ?? {}) as string[]),
    ...(Object.values(text.optionOwn ?? {}) as string[]),
    ...filter.values
      .filter((v) => !text.optionOwn?.[v] || !text.chipOwn?.[v])
      .map((v) => `enums.${text.labels}.${v}`),
  ];
};

/** A value of the row the popup offers with no type chosen: its first choice, or `true`. */
const firstValue = (filter: LooseChoiceFilter) =>
  filter.kind === 'flag' ? true : filter.popup.offered(undefined)[0];

const popup = (filters = {}) => {
  const onApply = vi.fn();
  render(
    <FilterPopup city="Mumbai" filters={filters} onApply={onApply} onClear={() => {}} onClose={() => {}} />,
  );
  return { onApply, dialog: screen.getByRole('dialog') };
};

const applied = (text: string, filters = {}) => {
  const calls = { onChange: vi.fn(), onText: vi.fn(), onClearAll: vi.fn() };
  render(<AppliedFilters filters={filters} text={text} typed={parseQuery(text)} {...calls} />);
  return calls;
};

describe('the search filter table on the web', () => {
  it.each(rows)('names only texts both catalogues hold for %s', (_key, filter) => {
    for (const catalogue of Object.values(catalogues)) {
      for (const key of textKeys(filter)) expect(catalogue.has(key), key).toBe(true);
    }
    if (filter.kind === 'enum' && filter.text.chip)
      expect(catalogues.en.get(filter.text.chip[0])).toContain(`{${filter.text.chip[1]}}`);
    // The web's English chip is the API's label, word for word.
    if (filter.kind === 'flag') expect(catalogues.en.get(filter.text.chip)).toBe(filter.chip.english);
  });

  it.each(rows)('writes the chip of %s in English and in Hindi', async (key, filter) => {
    const [chip] = chipsOf({ [key]: firstValue(filter) });
    const english = renderHook(() => useChipText());
    expect(english.result.current(chip!.say)).toBe(chip!.label);
    await applyLanguage('hi');
    const hindi = renderHook(() => useChipText()).result.current(chip!.say);
    if (filter.kind === 'flag') expect(hindi).toBe(catalogues.hi.get(filter.text.chip));
    else expect(hindi).toBeTruthy();
  });

  it('draws one group per single-choice row in the popup, in the order of the table', () => {
    const { dialog } = popup();
    const legends = enumRows.map((f) => catalogues.en.get(f.popup.legend)!);
    const groups = within(dialog)
      .getAllByRole('group')
      .map((g) => g.querySelector('legend')?.textContent);
    expect(groups.filter((name) => legends.includes(name ?? ''))).toEqual(legends);
    for (const filter of enumRows) {
      const group = within(dialog).getByRole('group', { name: catalogues.en.get(filter.popup.legend) });
      expect(within(group).getAllByRole('checkbox')).toHaveLength(filter.popup.offered(undefined).length);
    }
  });

  it('applies a choice and each yes/no chip under its key, and a second tap takes a yes/no off', async () => {
    const { onApply, dialog } = popup();
    const last = enumRows.at(-1)!;
    const group = within(dialog).getByRole('group', { name: catalogues.en.get(last.popup.legend) });
    await userEvent.click(within(group).getAllByRole('checkbox')[0]!);
    const toggles = flagRows.map((f) =>
      within(dialog).getByRole('checkbox', { name: catalogues.en.get(f.text.option) }),
    );
    for (const toggle of toggles) await userEvent.click(toggle);
    expect(toggles.every((toggle) => (toggle as HTMLInputElement).checked)).toBe(true);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Filter' }));
    expect(onApply.mock.calls[0]?.[0].filters).toEqual({
      [last.key]: last.popup.offered(undefined)[0],
      ...Object.fromEntries(flagRows.map((f) => [f.key, true])),
    });
    for (const toggle of toggles) await userEvent.click(toggle);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Filter' }));
    expect(onApply.mock.calls[1]?.[0].filters).toEqual({ [last.key]: last.popup.offered(undefined)[0] });
  });

  it.each(rows)('shows %s chosen in the popup as a chip that removes it', async (key, filter) => {
    const { onChange } = applied('', { [key]: firstValue(filter), locality: 'Baner' });
    const [chip] = chipsOf({ [key]: firstValue(filter) });
    await userEvent.click(screen.getByRole('button', { name: `Remove filter ${chip!.label}` }));
    expect(onChange).toHaveBeenCalledWith({ locality: 'Baner' });
  });

  it.each(rows)(
    'takes the words typed for %s out of the text, with its chip or with Clear all',
    async (key, filter) => {
      const [value, ...words] = filter.words.phrases[0]!;
      const { onText, onClearAll } = applied(`${words.join(' ')} near metro`);
      const [chip] = chipsOf({ [key]: value });
      await userEvent.click(screen.getByRole('button', { name: `Remove filter ${chip!.label}` }));
      expect(onText).toHaveBeenCalledWith('near metro');
      await userEvent.click(screen.getByRole('button', { name: 'Clear all' }));
      expect(onClearAll).toHaveBeenCalledWith('near metro');
    },
  );
});
