import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SearchResponse } from '../../../shared/schemas/search.ts';
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

  it('offers no ways out when the server found none', () => {
    show({ ...empty, ways_out: [] });
    expect(screen.getByText('No homes match this search.')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Ways to find homes' })).toBeNull();
  });
});
