import { z } from 'zod';

/** Every error answer: { message, errors? } with one entry per bad field. */
export const ErrorResponseSchema = z.object({
  message: z.string(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

export const MessageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponseSchema>;

/** Ids arrive as numbers or numeric strings (query strings, old clients). */
export const IdSchema = z.coerce.number().int().positive();

/** Accepted for compatibility and ignored: identity comes from the session cookie. */
export const IgnoredIdentity = {
  user_id: z.union([z.string(), z.number()]).optional(),
  email: z.string().optional(),
};

/** YYYY-MM-DD */
export const IsoDateSchema = z.iso.date();

/** 0/1 flags, as the original client reads them (docs/product/api.md#conventions). */
export const FlagSchema = z.union([z.literal(0), z.literal(1)]);
