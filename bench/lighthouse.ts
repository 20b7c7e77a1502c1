// Lighthouse 12 for `npm run bench:web`: the mobile preset (Lighthouse's default: a Moto G Power
// class phone, simulated slow 4G and a 4x slower CPU), several runs of one page in a fresh
// headless Chromium each, and the medians of the performance score, LCP, CLS and TBT.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

export type LighthouseMedians = { score: number; lcpMs: number; cls: number; tbtMs: number };

/** The median of the runs that measured the figure (Lighthouse leaves LCP out of a run now and then). */
const median = (values: number[]) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

const runOnce = async (url: string) => {
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcpMs: metric('largest-contentful-paint'),
      cls: metric('cumulative-layout-shift'),
      tbtMs: metric('total-blocking-time'),
    };
  } finally {
    chrome.kill();
  }
};

export const lighthouseMedians = async (url: string, runs: number): Promise<LighthouseMedians> => {
  const results = [];
  for (let i = 0; i < runs; i++) results.push(await runOnce(url));
  return {
    score: median(results.map((r) => r.score)),
    lcpMs: median(results.map((r) => r.lcpMs)),
    cls: median(results.map((r) => r.cls)),
    tbtMs: median(results.map((r) => r.tbtMs)),
  };
};
