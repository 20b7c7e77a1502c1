import { describe, expect, it, vi } from 'vitest';
import { imageFileProblem, isImageAccepted } from './check-image-file.ts';

const file = (type: string, bytes = 10) => new File([new Uint8Array(bytes)], 'chosen', { type });

describe('a chosen image', () => {
  it('is accepted as JPEG, PNG or WEBP up to 2 MB', () => {
    expect(imageFileProblem(file('image/webp'))).toBeNull();
    expect(imageFileProblem(file('image/png', 2_097_153))).toBe('File size exceeds 2MB.');
    expect(imageFileProblem(file('image/gif'))).toBe(
      'Invalid file type. Only JPEG, PNG, JPG, and WEBP are allowed.',
    );
  });

  it('that is not an image gets the alert every form gives', () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    expect(isImageAccepted(file('application/pdf'))).toBe(false);
    expect(alert).toHaveBeenCalledWith('Please select image format');
  });
});
