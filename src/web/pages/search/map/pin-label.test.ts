import { describe, expect, it } from 'vitest';
import { pinLabel } from './pin-label.ts';

describe('a price pin', () => {
  it('shows the rent in thousands or lakhs, to one decimal', () => {
    expect(pinLabel(950)).toBe('₹950');
    expect(pinLabel(22_000)).toBe('₹22k');
    expect(pinLabel(22_500)).toBe('₹22.5k');
    expect(pinLabel(99_999)).toBe('₹100k');
    expect(pinLabel(1_20_000)).toBe('₹1.2L');
    expect(pinLabel(10_00_000)).toBe('₹10L');
  });
});
