import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../../shared/api.ts';
import { ADMIN_API } from '../../../shared/api-admin.ts';
import type { GetServicesResponse } from '../../../shared/schemas/service.ts';
import { buildTestApp, createTestUser, type TestApp } from '../../../test/app.ts';

type Part = { name: string; value: string } | { name: string; filename: string; type: string; data: Buffer };

/** A multipart/form-data body as a browser sends it. */
const multipart = (parts: Part[]) => {
  const boundary = `----thikana${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const head =
      'data' in part
        ? `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type}`
        : `Content-Disposition: form-data; name="${part.name}"`;
    chunks.push(Buffer.from(`--${boundary}\r\n${head}\r\n\r\n`));
    chunks.push('data' in part ? part.data : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
};

const valid = {
  service_name: 'Shree Packers and Movers',
  url: 'https://shreepackers.example.in',
  contact: '+91 98765 43210',
  location: 'Pune',
};

let t: TestApp;
let photo: Buffer;
let admin: string;
let user: string;

const addService = (
  cookie: string | undefined,
  body: Record<string, unknown> | string = valid,
  file: Buffer | null = photo,
) => {
  const parts: Part[] = [{ name: 'body', value: typeof body === 'string' ? body : JSON.stringify(body) }];
  if (file) parts.push({ name: 'file', filename: 'movers.jpg', type: 'image/jpeg', data: file });
  const { payload, contentType } = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: ADMIN_API.addService,
    payload,
    headers: { 'content-type': contentType, ...(cookie ? { cookie } : {}) },
  });
};

const servicesOf = async (city: string) => {
  const res = await t.app.inject(`${API.services.getServices}?location=${encodeURIComponent(city)}`);
  expect(res.statusCode).toBe(200);
  return res.json<GetServicesResponse>().services;
};

const deleteService = (cookie: string | undefined, service_id: number) =>
  t.app.inject({
    method: 'POST',
    url: ADMIN_API.deleteService,
    payload: { service_id },
    headers: cookie ? { cookie } : {},
  });

beforeAll(async () => {
  t = await buildTestApp();
  photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#2a7f62' } })
    .jpeg()
    .toBuffer();
  admin = (await createTestUser(t, { isAdmin: true })).cookie;
  user = (await createTestUser(t)).cookie;
});
afterAll(() => t.close());

describe('adding a service', () => {
  it('is refused to a visitor (401) and to a user who is not an admin (403), storing nothing', async () => {
    expect((await addService(undefined)).statusCode).toBe(401);
    const res = await addService(user);
    expect(res.statusCode).toBe(403);
    expect(t.storage.objects.size).toBe(0);
    expect(await servicesOf('Pune')).toEqual([]);
  });

  it('lets an admin add one with a photo re-encoded by the image pipeline', async () => {
    const res = await addService(admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Service Added' });
    const [service] = await servicesOf('Pune');
    expect(service).toMatchObject({
      service_name: 'Shree Packers and Movers',
      url: 'https://shreepackers.example.in',
      contact: '9876543210',
      location: 'Pune',
    });
    expect(service!.image).toMatch(/^\/media\/uploads\/[0-9a-f]{32}-md\.webp$/);
    const stored = t.storage.objects.get(service!.image.slice('/media/'.length))!;
    expect((await sharp(stored).metadata()).format).toBe('webp');
  });

  it('accepts the number as a number, as the original form sends it', async () => {
    const res = await addService(admin, { ...valid, service_name: 'Numeric contact', contact: 9123456780 });
    expect(res.statusCode).toBe(200);
    expect((await servicesOf('Pune')).find((s) => s.service_name === 'Numeric contact')?.contact).toBe(
      '9123456780',
    );
  });

  it('refuses a website that is not http or https', async () => {
    for (const url of ['javascript:alert(1)', 'ftp://files.example.in', 'example.in', 'data:text/html,hi']) {
      const res = await addService(admin, { ...valid, url });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([
        { field: 'url', message: 'Please enter a website address starting with http:// or https://' },
      ]);
    }
  });

  it('refuses a phone number that is not an Indian mobile number', async () => {
    for (const contact of ['12345', '5123456789', '98765432100', '+1 9876543210', 'call me']) {
      const res = await addService(admin, { ...valid, contact });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].field).toBe('contact');
    }
  });

  it('refuses a city outside the list and a missing name, naming each field', async () => {
    const res = await addService(admin, { ...valid, service_name: '', location: 'Atlantis' });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['location', 'service_name']);
  });

  it('refuses a body that is not JSON', async () => {
    const res = await addService(admin, '{not json');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'body', message: 'must be JSON' }]);
  });

  it('refuses a file that is not an image, whatever its name', async () => {
    const before = t.storage.objects.size;
    const res = await addService(admin, valid, Buffer.from('<?php echo "hi"; ?>'));
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('Invalid file type. Only JPEG, PNG, JPG, and WEBP are allowed.');
    expect(t.storage.objects.size).toBe(before);
  });

  it('refuses a missing photo and an image over 2 MB', async () => {
    const missing = await addService(admin, valid, null);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].field).toBe('file');
    const big = await addService(admin, valid, Buffer.alloc(2_097_153, 1));
    expect(big.statusCode).toBe(413);
  });

  it('refuses a request that is not a multipart upload', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: ADMIN_API.addService,
      payload: valid,
      headers: { cookie: admin },
    });
    expect(res.statusCode).toBe(415);
  });
});

describe('listing and deleting services', () => {
  it('lists only the live services of the chosen city', async () => {
    await addService(admin, { ...valid, service_name: 'Jaipur Cleaners', location: 'Jaipur' });
    expect((await servicesOf('Jaipur')).map((s) => s.service_name)).toEqual(['Jaipur Cleaners']);
    expect((await servicesOf('Pune')).map((s) => s.service_name)).not.toContain('Jaipur Cleaners');
  });

  it('answers a location that is not one of the cities, or none, with the default city', async () => {
    const mumbai = await t.app.inject(`${API.services.getServices}?location=Mumbai`);
    for (const url of [`${API.services.getServices}?location=Atlantis`, API.services.getServices]) {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(mumbai.json());
    }
  });

  it('lets only an admin delete, and a deleted service leaves the list', async () => {
    const [service] = await servicesOf('Jaipur');
    expect((await deleteService(undefined, service!.id)).statusCode).toBe(401);
    expect((await deleteService(user, service!.id)).statusCode).toBe(403);
    const res = await deleteService(admin, service!.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Service Deleted' });
    expect(await servicesOf('Jaipur')).toEqual([]);
    expect((await deleteService(admin, service!.id)).statusCode).toBe(404);
  });
});
