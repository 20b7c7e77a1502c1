import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Field } from './field.tsx';
import { Input } from './input.tsx';
import { PasswordInput } from './password-input.tsx';
import { Select } from './select.tsx';
import { Textarea } from './textarea.tsx';

describe('Field', () => {
  it('labels its control, so it is found by its label', () => {
    render(
      <Field label="Email">
        <Input type="email" />
      </Field>,
    );
    const input = screen.getByLabelText('Email');
    expect(input.tagName).toBe('INPUT');
    expect(input.getAttribute('aria-invalid')).toBe('false');
  });

  it('ties the hint to the control as its description', () => {
    render(
      <Field label="Password" hint="At least 8 characters">
        <PasswordInput />
      </Field>,
    );
    const input = screen.getByLabelText('Password');
    expect(input).toHaveProperty('type', 'password');
    const described = document.getElementById(input.getAttribute('aria-describedby')!);
    expect(described?.textContent).toBe('At least 8 characters');
  });

  it('marks the control invalid and describes it by the error, before the hint', () => {
    render(
      <Field label="Full Name" hint="As on your ID" error="Please enter your full name">
        <Input />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Full Name' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const ids = input.getAttribute('aria-describedby')!.split(' ');
    expect(ids.map((id) => document.getElementById(id)?.textContent)).toEqual([
      'Please enter your full name',
      'As on your ID',
    ]);
  });

  it('keeps a description the control brings itself', () => {
    render(
      <Field label="Message" error="Please enter a message">
        <Textarea aria-describedby="own-note" />
      </Field>,
    );
    const textarea = screen.getByRole('textbox', { name: 'Message' });
    expect(textarea.getAttribute('aria-describedby')).toMatch(/-error own-note$/);
  });

  it('builds a select from options, with an empty first choice when asked', () => {
    render(
      <Field label="City">
        <Select
          placeholder="Choose"
          options={[
            { value: 'Pune', label: 'Pune' },
            { value: 'Kota', label: 'Kota' },
          ]}
        />
      </Field>,
    );
    const select = screen.getByRole('combobox', { name: 'City' });
    expect([...select.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Choose',
      'Pune',
      'Kota',
    ]);
  });
});
