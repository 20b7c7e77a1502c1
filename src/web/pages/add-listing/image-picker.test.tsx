import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { chosenFile } from '../../test/image-files.ts';
import { ImagePicker } from './image-picker.tsx';
import type { NewPhoto } from './new-photo-tile.tsx';

function Picker() {
  const [added, setAdded] = useState<NewPhoto[]>([]);
  return <ImagePicker kept={[]} added={added} onKeptChange={() => {}} setAdded={setAdded} />;
}

const choose = async (...files: File[]) => {
  render(<Picker />);
  await userEvent.upload(screen.getByLabelText('Choose photos'), files);
};

describe('choosing listing photos', () => {
  it('says at once that a GIF is of a type we do not take, naming it, instead of converting it', async () => {
    await choose(chosenFile('gif', 'anim.gif', 'image/gif'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'anim.gif: Invalid file type. Only JPEG, PNG, JPG, and WEBP are allowed.',
    );
  });

  it('judges by the first bytes: a GIF named .jpg is refused just the same', async () => {
    await choose(chosenFile('gif', 'IMG_2041.jpg', 'image/jpeg'));
    expect((await screen.findByRole('alert')).textContent).toMatch(/^IMG_2041\.jpg: Invalid file type/);
  });

  it("takes an iPhone's HEIC photo to be prepared, not refused as a wrong type", async () => {
    await choose(chosenFile('heic', 'IMG_0007.HEIC', ''));
    // This test browser cannot decode HEIC, as Chrome on Android cannot: the photo's tile says so.
    expect((await screen.findByRole('alert')).textContent).toMatch(/^IMG_0007\.HEIC is a HEIC photo/);
  });
});
