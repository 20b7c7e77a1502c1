// The error answers a route declares beside its 200 answer: every refusal is written with the one
// error schema (http/errors.ts maps codes to statuses).
import { ErrorResponseSchema } from '../../shared/schemas/common.ts';

/** errorAnswers(400, 404) -> { 400: ErrorResponseSchema, 404: ErrorResponseSchema } */
export const errorAnswers = <S extends number>(...statuses: S[]) =>
  Object.fromEntries(statuses.map((status) => [status, ErrorResponseSchema])) as Record<
    S,
    typeof ErrorResponseSchema
  >;
