import { COUNT_VIEW_PATH } from '../../../shared/api-rents.ts';
import { postJson } from '../client.ts';

/**
 * One view of a listing's page, once it is drawn for a person (docs/decisions/0116-counting-in-batches.md).
 * A lost beacon costs one view, never the page: failures are ignored.
 */
export const countView = (id: number) => {
  postJson<{ counted: true }>(COUNT_VIEW_PATH, { id }).catch(() => {});
};
