import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SearchResponse } from '../../../shared/schemas/search.ts';
import { applyLanguage } from '../../i18n/i18n.ts';
import { SearchResults } from './search-results.tsx';

const empty: SearchResponse = {
  properties: [],
  understood: { filters: { configuration: '_1BHK', max_rent: 25_000 }, text: '' },
  ways_out: [
    {
      kind: 'drop_filter',
      label: 'Without Near Koramangala',
      count: 3,
      search: '1bhk under 25000',
      filters: {},
    },
    {
      kind: 'widen_budget',
      label: 'Rent up to ₹27,500',
      count: 1,
      search: '1bhk',
      filters: { max_rent: 27_500 },
    },
  ],
  next_cursor: null,
  total: 0,
  total_is_estimate: false,
};

const show = (page: SearchResponse) => {
  const onWayOut = vi.fn();
  render(
    <SearchResults
      pages={[page]}
      isError={false}
      hasText
      sort="relevance"
      onSort={() => {}}
      hasNextPage={false}
      isFetchingNextPage={false}
      onMore={() => {}}
      onRetry={() => {}}
      onClearFilters={() => {}}
      onWayOut={onWayOut}
    />,
  );
  return onWayOut;
};

describe('an empty search result', () => {
  it('offers each way out as a button with its count and runs the one chosen', async () => {
    const onWayOut = show(empty);
    const ways = screen.getByRole('list', { name: 'Ways to find homes' });
    expect(
      within(ways)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Without Near Koramangala (3 homes)', 'Rent up to ₹27,500 (1 home)']);
    await userEvent.click(within(ways).getByRole('button', { name: 'Rent up to ₹27,500 (1 home)' }));
    expect(onWayOut).toHaveBeenCalledWith(empty.ways_out[1]);
  });

  it('says a way out that finds more homes than were counted with a plus', () => {
    show({
      ...empty,
      ways_out: [{ ...empty.ways_out[0]!, count: 1_000, count_at_least: true }],
    });
    const ways = screen.getByRole('list', { name: 'Ways to find homes' });
    expect(within(ways).getByRole('button').textContent).toBe('Without Near Koramangala (1,000+ homes)');
  });

  it('says a way out whose count is an estimate with a tilde', () => {
    show({
      ...empty,
      ways_out: [{ ...empty.ways_out[0]!, count: 1_200, count_is_estimate: true }],
    });
    const ways = screen.getByRole('list', { name: 'Ways to find homes' });
    expect(within(ways).getByRole('button').textContent).toBe('Without Near Koramangala (~1,200 homes)');
  });

  it('offers no ways out when the server found none', () => {
    show({ ...empty, ways_out: [] });
    expect(screen.getByText('No homes match this search.')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Ways to find homes' })).toBeNull();
  });

  it('words the ways out in Hindi from what each says', async () => {
    await applyLanguage('hi');
    show({
      ...empty,
      ways_out: [
        { ...empty.ways_out[0]!, say: { kind: 'near', place: 'Koramangala' } },
        { ...empty.ways_out[1]!, say: { kind: 'rentUpTo', max: 27_500 } },
        {
          kind: 'nearby_locality',
          label: 'Near HSR Layout',
          say: { kind: 'near', place: 'HSR Layout' },
          count: 1_204,
          search: '1bhk',
          filters: { locality: 'HSR Layout' },
        },
      ],
    });
    expect(screen.getByText('इस खोज से मिलता कोई घर नहीं है।')).toBeTruthy();
    const ways = screen.getByRole('list', { name: 'घर ढूँढने के तरीके' });
    expect(
      within(ways)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Koramangala के पास हटाएँ (3 घर)', 'किराया ₹27,500 तक (1 घर)', 'HSR Layout के पास (1,204 घर)']);
    expect(screen.getByRole('button', { name: 'फ़िल्टर हटाएँ' })).toBeTruthy();
  });

  it('words a way out that says what it is as its English label, in English', () => {
    show({ ...empty, ways_out: [{ ...empty.ways_out[0]!, say: { kind: 'near', place: 'Koramangala' } }] });
    expect(screen.getByRole('button', { name: 'Without Near Koramangala (3 homes)' })).toBeTruthy();
  });
});
