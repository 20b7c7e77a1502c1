import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button.tsx';

describe('Button', () => {
  it('is a plain button unless a form asks for submit', () => {
    render(<Button>Edit Profile</Button>);
    expect(screen.getByRole('button', { name: 'Edit Profile' }).getAttribute('type')).toBe('button');
  });

  it('while loading shows a spinner, is busy and cannot be pressed again', async () => {
    const onClick = vi.fn();
    render(
      <Button isLoading loadingLabel="Logging in" onClick={onClick}>
        Login
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Logging in' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button).toHaveProperty('disabled', true);
    expect(screen.queryByText('Login')).toBeNull();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});
