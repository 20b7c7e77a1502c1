import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ChoiceChips, RemovableChips } from './chips.tsx';

const OPTIONS = [
  { value: 'VEG', label: 'Veg' },
  { value: 'NONVEG', label: 'Non-Veg' },
] as const;

function Food() {
  const [value, setValue] = useState<'VEG' | 'NONVEG' | undefined>();
  return <ChoiceChips legend="Food Preference" options={OPTIONS} value={value} onChange={setValue} />;
}

describe('ChoiceChips', () => {
  it('ticks at most one chip; ticking the ticked one clears the group', async () => {
    render(<Food />);
    const veg = screen.getByRole('checkbox', { name: 'Veg' });
    const nonVeg = screen.getByRole('checkbox', { name: 'Non-Veg' });
    await userEvent.click(veg);
    expect(veg).toHaveProperty('checked', true);
    await userEvent.click(nonVeg);
    expect(veg).toHaveProperty('checked', false);
    expect(nonVeg).toHaveProperty('checked', true);
    await userEvent.click(nonVeg);
    expect(nonVeg).toHaveProperty('checked', false);
  });
});

describe('RemovableChips', () => {
  it('names each chip by what it removes', async () => {
    const onRemove = vi.fn();
    render(
      <RemovableChips
        label="Applied filters"
        chips={[{ key: 'listed_by', label: 'Owner' }]}
        onRemove={onRemove}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove Owner' }));
    expect(onRemove).toHaveBeenCalledWith('listed_by');
  });

  it('shows nothing when no chip is applied', () => {
    const { container } = render(<RemovableChips label="Applied filters" chips={[]} onRemove={() => {}} />);
    expect(container.innerHTML).toBe('');
  });
});
