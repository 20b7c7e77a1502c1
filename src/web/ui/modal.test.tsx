import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from './modal.tsx';

describe('Modal', () => {
  it('opens and closes with its open prop while it stays mounted', () => {
    const { rerender } = render(
      <Modal open={false} aria-label="Menu" onClose={() => {}}>
        <a href="/faq">FAQs</a>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { hidden: true }) as HTMLDialogElement;
    expect(dialog.open).toBe(false);
    rerender(
      <Modal open aria-label="Menu" onClose={() => {}}>
        <a href="/faq">FAQs</a>
      </Modal>,
    );
    expect(dialog.open).toBe(true);
  });

  it('closes on a tap on the backdrop and leaves other taps to its owner', () => {
    const onClose = vi.fn();
    const onClick = vi.fn();
    render(
      <Modal aria-label="Menu" onClose={onClose} onClick={onClick}>
        <p>inside</p>
      </Modal>,
    );
    fireEvent.click(screen.getByText('inside'));
    expect(onClose).not.toHaveBeenCalled();
    expect(onClick).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('dialog', { name: 'Menu' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('with escapeAsksOwner, Escape asks its owner and the dialog stays open', () => {
    const onClose = vi.fn();
    render(
      <Modal aria-label="Photos" onClose={onClose} escapeAsksOwner>
        <p>photo</p>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Photos' }) as HTMLDialogElement;
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(dialog.open).toBe(true);
  });
});
