// Helpers for the listing and media tests (both features use them, so they live
// here): real photos made with sharp, a valid form body, and multipart requests
// through the real app.
import sharp from 'sharp';
import type { ListingInputDraft } from '../shared/schemas/listing.ts';
import type { TestApp } from './app.ts';

/** A real photo: a colour gradient with some noise, so encoders have work to do. */
export const makePhoto = async (
  options: { width?: number; height?: number; format?: 'png' | 'jpeg' | 'webp'; seed?: number } = {},
) => {
  const { width = 64, height = 48, format = 'png', seed = 1 } = options;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 3) {
    const x = (i / 3) % width;
    pixels[i] = (x * 4 + seed * 40) % 256;
    pixels[i + 1] = (i * 7 + seed) % 256;
    pixels[i + 2] = (seed * 90) % 256;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .toFormat(format)
    .toBuffer();
};

export const validForm = (overrides: Partial<ListingInputDraft> = {}): ListingInputDraft => ({
  listed_by: 'Owner',
  property_type: 'APARTMENT',
  city: 'Mumbai',
  locality: 'Andheri West',
  rent: 25000,
  deposit: 50000,
  brokerage: 'ZERO',
  configuration: '_2BHK',
  occupancy: 'FULL',
  tenant_type: 'FAMILY',
  food_allowed: 'NO_PREFERENCE',
  furnishing_status: 'SEMI_FURNISHED',
  available_from: '2026-12-01',
  amenities: ['Lift', 'Parking'],
  description: 'Sunny flat near the station.',
  ...overrides,
});

type Upload = {
  body?: unknown;
  rawBody?: string;
  /** `part` is the multipart name (our web app sends `files`); `name: ''` sends no file name. */
  files?: { data: Buffer; name?: string; type?: string; part?: string }[];
};

const uploadForm = (upload: Upload) => {
  const form = new FormData();
  for (const [i, file] of (upload.files ?? []).entries()) {
    form.append(
      file.part ?? 'files',
      new Blob([new Uint8Array(file.data)], { type: file.type ?? 'image/png' }),
      file.name ?? `photo-${i}.png`,
    );
  }
  form.append('body', upload.rawBody ?? JSON.stringify(upload.body ?? validForm()));
  return form;
};

export const saveListing = (
  t: TestApp,
  cookie: string | null,
  upload: Upload,
  kind: 'add' | 'update' = 'add',
) =>
  t.app.inject({
    method: 'POST',
    url: kind === 'add' ? '/api/listing/addListing' : '/api/listing/updateListing',
    headers: cookie ? { cookie } : {},
    payload: uploadForm(upload),
  });

export const pngFiles = async (count: number) =>
  Promise.all(Array.from({ length: count }, async (_, i) => ({ data: await makePhoto({ seed: i + 1 }) })));
