// `npm run bench:parse`: how long reading typed text as filters takes
// (src/shared/query-parser.ts), per query, over a mix of typed searches, with the
// demo's localities and with a vocabulary of 2,000 localities.
import { performance } from 'node:perf_hooks';
import { CITY_AREAS } from '../src/server/seed/localities.ts';
import { parseQuery } from '../src/shared/query-parser.ts';

const QUERIES = [
  '1bhk koramangala under 25000',
  'pg for girls in hsr layout',
  'ladkiyon ke liye pg 10000 tak',
  '2 bhk semi furnished flat andheri west 15-20k',
  'veg pg near manyata tech park',
  'no brokerage family flat upto 1.5 lakh',
  'co-living whitefield single sharing',
  'weekend home lonavala with pool',
  'indranagar 1rk',
  'sea view 3bhk bandra',
];

const demoLocalities = Object.values(CITY_AREAS).flatMap((areas) => [...areas.localities, ...areas.getaways]);
const SYLLABLES = [
  'ko',
  'ra',
  'man',
  'ga',
  'la',
  'in',
  'di',
  'na',
  'gar',
  'pur',
  'wa',
  'di',
  'hal',
  'li',
  'ba',
];
const manyLocalities = Array.from({ length: 2_000 }, (_, i) => {
  const word = [0, 1, 2, 3]
    .map((k) => SYLLABLES[(i * 7 + k * 13 + Math.floor(i / (k + 1))) % SYLLABLES.length])
    .join('');
  return i % 3 === 0 ? `${word} Layout` : word[0]!.toUpperCase() + word.slice(1);
});

const measure = (name: string, localities: readonly string[]) => {
  const rounds = 300;
  for (const q of QUERIES) parseQuery(q, { localities });
  const started = performance.now();
  for (let r = 0; r < rounds; r += 1) for (const q of QUERIES) parseQuery(q, { localities });
  const perQuery = (performance.now() - started) / (rounds * QUERIES.length);
  console.info(`${name}: ${(perQuery * 1000).toFixed(0)} µs per query (${localities.length} localities)`);
};

measure('no localities', []);
measure('demo localities', demoLocalities);
measure('2,000 localities', manyLocalities);
