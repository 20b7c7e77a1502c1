// What the rest of the server may use of counting (docs/product/rents.md#counting): the tally a
// process keeps, the hooks that count answers as they go out and the flush that writes them.

export { createTally } from '../../platform/counting-tally.ts';
export { counterOf } from './counter.ts';
export { flushCounts } from './flush.ts';
export { keptAnswerCounter, registerCounting } from './hooks.ts';
