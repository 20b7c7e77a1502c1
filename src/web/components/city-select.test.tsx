import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseLanguage } from '../i18n/use-language.ts';
import { renderWithApp } from '../test/render.tsx';
import { CitySelect } from './city-select.tsx';

const cities = () =>
  within(screen.getByRole('combobox'))
    .getAllByRole('option')
    .map((option) => [(option as HTMLOptionElement).value, option.textContent]);

describe('the city select of the header', () => {
  it('names the 12 cities in Devanagari to a Hindi reader, keeping their values', async () => {
    await chooseLanguage('hi');
    renderWithApp(<CitySelect />);
    expect(cities()).toHaveLength(12);
    expect(cities()).toContainEqual(['Pune', 'पुणे']);
    expect(cities()).toContainEqual(['Navi Mumbai', 'नवी मुंबई']);
  });

  it('names them as they are in English', () => {
    renderWithApp(<CitySelect />);
    expect(cities()).toContainEqual(['Bengaluru', 'Bengaluru']);
  });
});
