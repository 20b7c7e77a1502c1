import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { CheckboxGroup } from './checkbox-group.tsx';
import { RadioGroup } from './radio-group.tsx';

let submitted: unknown;

const options = (...values: string[]) => values.map((value) => ({ value, label: value }));

function Form() {
  const { register, handleSubmit } = useForm({
    defaultValues: { amenities: ['Wifi'], visibility: 'public' },
  });
  return (
    <form
      onSubmit={handleSubmit((v) => {
        submitted = v;
      })}
    >
      <CheckboxGroup
        legend="Amenities Available"
        options={options('Wifi', 'Lift')}
        inputProps={register('amenities')}
        error="Choose at least one"
      />
      <RadioGroup
        legend="Visibility"
        options={options('public', 'private')}
        inputProps={register('visibility')}
      />
      <button type="submit">Save</button>
    </form>
  );
}

describe('CheckboxGroup and RadioGroup', () => {
  it('give react-hook-form the ticked values, grouped under their legends', async () => {
    render(<Form />);
    expect(screen.getByRole('group', { name: 'Amenities Available' })).toBeDefined();
    expect(screen.getByText('Choose at least one')).toBeDefined();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Lift' }));
    await userEvent.click(screen.getByRole('radio', { name: 'private' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(submitted).toEqual({ amenities: ['Wifi', 'Lift'], visibility: 'private' });
  });
});
