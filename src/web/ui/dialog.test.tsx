import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog.tsx';

describe('Dialog', () => {
  it('opens as a modal named by its title and described by its description', () => {
    render(
      <Dialog title="Owner Details" description="Call or write to the poster" onClose={() => {}}>
        <p>body</p>
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Owner Details' });
    expect(dialog).toHaveProperty('open', true);
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Call or write to the poster',
    );
  });

  it('closes with its Close button', async () => {
    const onClose = vi.fn();
    render(
      <Dialog title="Contact" onClose={onClose}>
        <p>body</p>
      </Dialog>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('closes when the browser closes it (Escape)', () => {
    const onClose = vi.fn();
    render(
      <Dialog title="Contact" onClose={onClose}>
        <p>body</p>
      </Dialog>,
    );
    // Escape on a modal dialog makes the browser close it, which fires `close`.
    (screen.getByRole('dialog', { name: 'Contact' }) as HTMLDialogElement).close();
    expect(onClose).toHaveBeenCalledOnce();
  });
});
