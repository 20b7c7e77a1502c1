// The listing page's view beacon (docs/decisions/0116-counting-in-batches.md).
import { z } from 'zod';
import { IdSchema } from './common.ts';

export const CountViewBodySchema = z.object({ id: IdSchema });
export type CountViewBody = z.infer<typeof CountViewBodySchema>;
/** The view is counted, or not (a bot); the answer is the same. */
export const CountViewResponseSchema = z.object({ counted: z.literal(true) });
