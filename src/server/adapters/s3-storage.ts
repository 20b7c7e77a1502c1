// Media on S3-compatible object storage (AWS S3, Cloudflare R2, MinIO, ...), chosen
// when S3_BUCKET is set. Requests are signed with AWS Signature V4 by aws4fetch, a
// small dependency-free client. Objects are immutable (random keys), so they are
// served with a year of caching, straight from S3_PUBLIC_URL (a CDN) when it is set
// or through /media otherwise.
import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import { assertSafeKey, type Storage } from './storage.ts';

export type S3Options = {
  bucket: string;
  region: string;
  /** Path-style endpoint for non-AWS services; AWS virtual-hosted style when absent. */
  endpoint?: string | undefined;
  accessKeyId: string;
  secretAccessKey: string;
  /** Public base URL of the bucket or its CDN. */
  publicUrl?: string | undefined;
};

const decodeXml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

export const createS3Storage = (options: S3Options): Storage => {
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    service: 's3',
    region: options.region,
    retries: 2,
  });
  const base = options.endpoint
    ? `${options.endpoint.replace(/\/$/, '')}/${options.bucket}`
    : `https://${options.bucket}.s3.${options.region}.amazonaws.com`;
  const objectUrl = (key: string) => `${base}/${assertSafeKey(key)}`;
  const publicBase = options.publicUrl?.replace(/\/$/, '');

  const call = async (key: string, init: RequestInit & { body?: Uint8Array }, okStatuses: number[] = []) => {
    // A signed payload hash (rather than UNSIGNED-PAYLOAD) lets S3 reject a corrupted upload.
    const payloadHash = createHash('sha256')
      .update(init.body ?? new Uint8Array())
      .digest('hex');
    const res = await client.fetch(objectUrl(key), {
      ...init,
      headers: { ...(init.headers as Record<string, string>), 'x-amz-content-sha256': payloadHash },
    });
    if (!res.ok && !okStatuses.includes(res.status)) {
      throw new Error(`S3 ${init.method ?? 'GET'} ${key} failed with status ${res.status}`);
    }
    return res;
  };

  return {
    kind: 's3',
    put: async (key, body, contentType) => {
      await call(key, {
        method: 'PUT',
        body: new Uint8Array(body),
        headers: { 'content-type': contentType, 'cache-control': 'public, max-age=31536000, immutable' },
      });
    },
    get: async (key) => {
      const res = await call(key, { method: 'GET' }, [404]);
      return res.status === 404 ? null : Buffer.from(await res.arrayBuffer());
    },
    remove: async (keys) => {
      await Promise.all(keys.map((key) => call(key, { method: 'DELETE' }, [404])));
    },
    exists: async (key) => (await call(key, { method: 'HEAD' }, [404])).status !== 404,
    list: async function* (prefix) {
      // ListObjectsV2, a page of up to 1,000 keys at a time.
      let token: string | undefined;
      do {
        const query = new URLSearchParams({
          'list-type': '2',
          prefix,
          ...(token ? { 'continuation-token': token } : {}),
        });
        const res = await client.fetch(`${base}/?${query}`, {
          headers: { 'x-amz-content-sha256': createHash('sha256').update('').digest('hex') },
        });
        if (!res.ok) throw new Error(`S3 list ${prefix} failed with status ${res.status}`);
        const xml = await res.text();
        for (const [, body] of xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)) {
          const key = /<Key>([^<]*)<\/Key>/.exec(body!)?.[1];
          const modified = /<LastModified>([^<]*)<\/LastModified>/.exec(body!)?.[1];
          if (key && modified) yield { key: decodeXml(key), modifiedAt: new Date(modified) };
        }
        token = /<IsTruncated>true<\/IsTruncated>/.test(xml)
          ? /<NextContinuationToken>([^<]*)<\/NextContinuationToken>/.exec(xml)?.[1]
          : undefined;
      } while (token);
    },
    publicUrl: (key) => (publicBase ? `${publicBase}/${key}` : `/media/${key}`),
  };
};
