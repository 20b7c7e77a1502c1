import { z } from 'zod';
import { CITY_CHOICES, DEFAULT_CITY } from '../cities.ts';
import { enumOf, notGiven } from './lenient.ts';

/** Every error answer: { message, errors? } with one entry per bad field. */
export const ErrorResponseSchema = z.object({
  message: z.string(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

export const MessageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponseSchema>;

/** The largest id a database row can have: ids are PostgreSQL `serial` (int4). */
export const MAX_ID = 2_147_483_647;

/**
 * Ids arrive as numbers or numeric strings (query strings, old clients). One past
 * the int4 range is refused here, so no id can reach the database and overflow it.
 */
export const IdSchema = z.coerce
  .number({ error: 'Must be a number' })
  .int('Must be a whole number')
  .positive('Must be a positive id')
  .max(MAX_ID, 'No such id');

/**
 * Accepted for compatibility and ignored: identity comes from the session cookie. A
 * visitor's front end sends null, "" or "undefined" here (docs/product/api.md#leniency).
 */
export const IgnoredIdentity = {
  user_id: z
    .union([z.string().max(320), z.number(), z.null()])
    .optional()
    .meta({ description: 'Ignored: the caller is the session user. null, "" and "undefined" are fine.' }),
  email: z
    .union([z.string().max(320), z.null()])
    .optional()
    .meta({ description: 'Ignored: the caller is the session user. null, "" and "undefined" are fine.' }),
};

/** 0/1 flags, as the original client reads them (docs/product/api.md#conventions). */
export const FlagSchema = z.union([z.literal(0), z.literal(1)]);

/**
 * One of the 12 cities, in any letter case, also as "Name, State" and by its old name
 * (Bangalore, Bombay, ...): every city a client sends is read by this one schema.
 */
export const CitySchema = enumOf(CITY_CHOICES, { error: 'Please choose a city from the list' });

/** A city in a query: left out or a placeholder means the default city. */
export const CityQuerySchema = z.preprocess(notGiven, CitySchema.default(DEFAULT_CITY));
