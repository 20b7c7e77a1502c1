// Writes `file.br` (brotli at its best) and `file.gz` beside every text file of the web
// build above 1 KB, once, so the server sends them as they are instead of compressing each
// time (docs/decisions/0050-compression-and-caching.md). index.html is left out: the
// server adds per-page tags to it and compresses it as it goes. Run by vite.config.ts.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|webmanifest|txt|xml)$/;

const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? walk(file) : [file];
  });

export const precompressDir = (dir: string) => {
  for (const file of walk(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const body = readFileSync(file);
    if (body.length < 1024) continue;
    const brotli = brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    writeFileSync(`${file}.br`, brotli);
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  }
};
