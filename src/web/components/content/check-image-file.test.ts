import { describe, expect, it, vi } from 'vitest';
import { chosenFile } from '../../test/image-files.ts';
import { imageFileProblem, isImageAccepted } from './check-image-file.ts';

const INVALID = 'Invalid file type. Only JPEG, PNG, JPG, and WEBP are allowed.';

describe('a chosen image', () => {
  it('is accepted as JPEG, PNG or WEBP up to 2 MB, whatever its name and declared type', async () => {
    expect(await imageFileProblem(chosenFile('webp', 'chosen.webp', 'image/webp'))).toBeNull();
    expect(await imageFileProblem(chosenFile('jpeg', 'IMG_2041', ''))).toBeNull();
    expect(await imageFileProblem(chosenFile('png', 'plan.png', 'image/png', 2_097_153))).toBe(
      'File size exceeds 2MB.',
    );
  });

  it('of another type is refused by its first bytes, even named and declared as a JPEG', async () => {
    expect(await imageFileProblem(chosenFile('gif', 'photo.jpg', 'image/jpeg'))).toBe(INVALID);
    expect(await imageFileProblem(chosenFile('gif', 'anim.gif', 'image/gif'))).toBe(INVALID);
    expect(await imageFileProblem(chosenFile('bmp', 'scan.bmp', 'image/bmp'))).toBe(INVALID);
    expect(await imageFileProblem(chosenFile('svg', 'logo.png', 'image/png'))).toBe(INVALID);
    expect(await imageFileProblem(chosenFile('text', 'notes.jpg', 'image/jpeg'))).toBe(INVALID);
  });

  it('that is not an image gets the alert every form gives', async () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    expect(await isImageAccepted(chosenFile('pdf', 'lease.pdf', 'application/pdf'))).toBe(false);
    expect(alert).toHaveBeenCalledWith('Please select image format');
  });
});
