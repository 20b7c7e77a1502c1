// What the rest of the server may use of counting (docs/product/rents.md#counting): the tally a
// process keeps, the hooks that count answers as they go out and the flush that writes them.

export { createTally, type Tally } from '../../platform/counting-tally.ts';
export { isBot } from './bots.ts';
export { flushCounts } from './flush.ts';
export { keptAnswerCounter, registerCounting } from './hooks.ts';
