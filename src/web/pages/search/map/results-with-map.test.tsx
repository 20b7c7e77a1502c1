import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render.tsx';
import { withoutBoundsOnCityChange } from './bounds.ts';
import { ResultsWithMap } from './results-with-map.tsx';

const setWidth = (width: number) =>
  (window as unknown as { happyDOM: { setViewport: (v: object) => void } }).happyDOM.setViewport({
    width,
    height: 900,
  });

describe('the results and their map', () => {
  it('stand side by side on a desktop, with no switch', () => {
    setWidth(1280);
    renderWithApp(
      <ResultsWithMap city="Bengaluru" pages={[]} bounds={undefined} onSearchArea={() => {}}>
        <ul aria-label="Search results" />
      </ResultsWithMap>,
    );
    expect(screen.getByRole('list', { name: 'Search results' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Map of the results' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Map' })).toBeNull();
  });

  it('show the list first on a phone, and the map instead when Map is pressed', async () => {
    setWidth(412);
    renderWithApp(
      <ResultsWithMap city="Bengaluru" pages={[]} bounds={undefined} onSearchArea={() => {}}>
        <ul aria-label="Search results" />
      </ResultsWithMap>,
    );
    expect(screen.getByRole('list', { name: 'Search results' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Map of the results' })).toBeNull();
    expect(screen.getByRole('button', { name: 'List' }).getAttribute('aria-pressed')).toBe('true');

    await userEvent.click(screen.getByRole('button', { name: 'Map' }));
    // The map's code loads on demand; until then the region says so.
    expect(screen.getByRole('region', { name: 'Map of the results' }).textContent).toContain(
      'Loading the map',
    );
    expect(screen.queryByRole('list', { name: 'Search results' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Map' }).getAttribute('aria-pressed')).toBe('true');

    await userEvent.click(screen.getByRole('button', { name: 'List' }));
    expect(screen.getByRole('list', { name: 'Search results' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Map of the results' })).toBeNull();
  });
});

describe('a box on the map', () => {
  const box = { south: 12.9, west: 77.6, north: 12.95, east: 77.65 };
  it('stays with a search in its city and is left behind by a search in another', () => {
    const search = { city: 'Bengaluru' as const, filters: { bounds: box, configuration: '_1BHK' as const } };
    expect(withoutBoundsOnCityChange(search, 'Bengaluru')).toEqual(search);
    expect(withoutBoundsOnCityChange({ ...search, city: 'Pune' }, 'Bengaluru')).toEqual({
      city: 'Pune',
      filters: { configuration: '_1BHK' },
    });
  });
});
