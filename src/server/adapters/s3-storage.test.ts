// The S3 adapter against a local stand-in for the S3 REST API that checks each request
// is SigV4-signed and that the signed payload hash matches the body.
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage } from './s3-storage.ts';

const objects = new Map<string, { body: Buffer; type: string; cacheControl: string }>();
const seen: string[] = [];
let server: Server;
let endpoint: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const auth = String(req.headers.authorization ?? '');
      const signed =
        /^AWS4-HMAC-SHA256 Credential=test-key\/\d{8}\/ap-south-1\/s3\/aws4_request, SignedHeaders=[^,]+, Signature=[0-9a-f]{64}$/;
      const payloadHash = createHash('sha256').update(body).digest('hex');
      if (!signed.test(auth) || req.headers['x-amz-content-sha256'] !== payloadHash) {
        res.writeHead(403).end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
        return;
      }
      if (req.method === 'GET' && req.url!.startsWith('/thikana-media/?')) {
        // ListObjectsV2, one key per page so paging is exercised.
        const query = new URL(req.url!, 'http://s3').searchParams;
        const keys = [...objects.keys()].filter((k) => k.startsWith(query.get('prefix') ?? '')).sort();
        const from = Number(query.get('continuation-token') ?? 0);
        const key = keys[from];
        const more = from + 1 < keys.length;
        res
          .writeHead(200, { 'content-type': 'application/xml' })
          .end(
            `<ListBucketResult>${key ? `<Contents><Key>${key}</Key><LastModified>2026-11-20T10:00:00.000Z</LastModified></Contents>` : ''}` +
              `<IsTruncated>${more}</IsTruncated>${more ? `<NextContinuationToken>${from + 1}</NextContinuationToken>` : ''}</ListBucketResult>`,
          );
        return;
      }
      const key = decodeURIComponent(req.url!.replace(/^\/thikana-media\//, ''));
      seen.push(`${req.method} ${key}`);
      const object = objects.get(key);
      if (req.method === 'PUT') {
        objects.set(key, {
          body,
          type: String(req.headers['content-type']),
          cacheControl: String(req.headers['cache-control']),
        });
        res.writeHead(200).end();
      } else if (req.method === 'DELETE') {
        objects.delete(key);
        res.writeHead(204).end();
      } else if (!object) {
        res.writeHead(404).end(req.method === 'HEAD' ? undefined : '<Error><Code>NoSuchKey</Code></Error>');
      } else {
        res
          .writeHead(200, { 'content-type': object.type })
          .end(req.method === 'HEAD' ? undefined : object.body);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const storage = () =>
  createS3Storage({
    bucket: 'thikana-media',
    region: 'ap-south-1',
    endpoint,
    accessKeyId: 'test-key',
    secretAccessKey: 'test-secret',
    publicUrl: 'https://cdn.example.in/',
  });

describe('S3-compatible storage', () => {
  it('puts, reads, checks and removes objects with signed requests', async () => {
    const s3 = storage();
    const body = Buffer.from('RIFF....WEBPVP8 fake image bytes');
    await s3.put('listings/abc123-sm.webp', body, 'image/webp');
    expect(objects.get('listings/abc123-sm.webp')).toMatchObject({
      type: 'image/webp',
      cacheControl: 'public, max-age=31536000, immutable',
    });
    expect(await s3.get('listings/abc123-sm.webp')).toEqual(body);
    expect(await s3.exists('listings/abc123-sm.webp')).toBe(true);
    await s3.remove(['listings/abc123-sm.webp', 'listings/never-there-lg.webp']);
    expect(await s3.exists('listings/abc123-sm.webp')).toBe(false);
    expect(await s3.get('listings/abc123-sm.webp')).toBeNull();
    expect(seen).toContain('DELETE listings/never-there-lg.webp');
  });

  it('serves objects from the public base URL when one is set', () => {
    expect(storage().publicUrl('listings/abc-lg.webp')).toBe('https://cdn.example.in/listings/abc-lg.webp');
  });

  it('fails loudly when the service refuses a write', async () => {
    const wrong = createS3Storage({
      bucket: 'thikana-media',
      region: 'eu-west-1',
      endpoint,
      accessKeyId: 'test-key',
      secretAccessKey: 'test-secret',
    });
    await expect(wrong.put('listings/x-lg.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(
      /status 403/,
    );
  });

  it('lists the objects under a prefix, page by page, with when each was written', async () => {
    const s3 = storage();
    for (const key of ['uploads/aa-sm.webp', 'uploads/bb-sm.webp', 'listings/cc-sm.webp']) {
      await s3.put(key, Buffer.from(key), 'image/webp');
    }
    const listed = [];
    for await (const object of s3.list('uploads/')) listed.push(object);
    expect(listed).toEqual([
      { key: 'uploads/aa-sm.webp', modifiedAt: new Date('2026-11-20T10:00:00.000Z') },
      { key: 'uploads/bb-sm.webp', modifiedAt: new Date('2026-11-20T10:00:00.000Z') },
    ]);
  });

  it('refuses keys it did not make', async () => {
    await expect(storage().put('../etc/passwd', Buffer.from('x'), 'text/plain')).rejects.toThrow(/unsafe/);
  });
});
