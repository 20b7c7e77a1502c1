// What the date field's three pickers show, in order, as a person reads the date ("28 November 2026").
import { within } from '@testing-library/react';

export const shownDate = (group: HTMLElement) =>
  within(group)
    .getAllByRole('combobox')
    .map((element) => {
      const select = element as HTMLSelectElement;
      return select.options[select.selectedIndex]?.textContent;
    })
    .join(' ');
