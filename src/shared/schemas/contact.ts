import { z } from 'zod';

/**
 * A one-line field. Names go into the notification email's Subject, so a CR or LF
 * (the start of a forged mail header) is refused outright, not stripped.
 */
const singleLine = (emptyMessage: string, max: number) =>
  z
    .string({ error: emptyMessage })
    .trim()
    .min(1, emptyMessage)
    .max(max, `At most ${max} characters`)
    .refine((v) => !/[\r\n]/.test(v) && !v.includes('\u0000'), 'Must be a single line of text');

/** The contact form (docs/product/content.md#contact-form); all four fields are required. */
export const ContactInputSchema = z.object({
  firstName: singleLine('Please enter your first name', 100),
  lastName: singleLine('Please enter your last name', 100),
  email: z
    .string({ error: 'Please enter your email' })
    .trim()
    .min(1, 'Please enter your email')
    .max(254, 'Please enter a valid email')
    .pipe(z.email('Please enter a valid email')),
  message: z
    .string({ error: 'Please enter a message' })
    .trim()
    .min(1, 'Please enter a message')
    .max(5000, 'At most 5000 characters')
    .refine((v) => !v.includes('\u0000'), 'Contains a character that is not allowed'),
  /**
   * The bot check (docs/decisions/0040-contact-form-bot-check.md): `website` is a field
   * people never see and so leave empty; `form_token` is the token getSupport handed
   * out when the form was shown. Both optional, so the original client still works.
   */
  website: z.string().max(500).optional(),
  form_token: z.string().max(200).optional(),
});
export type ContactInput = z.infer<typeof ContactInputSchema>;

export const ContactMessageSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  message: z.string(),
  /** ISO timestamp. */
  created_at: z.string(),
});
export type ContactMessage = z.infer<typeof ContactMessageSchema>;

export const CONTACTS_PAGE_SIZE = 50;

export const GetContactsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

export const GetContactsResponseSchema = z.object({
  contacts: z.array(ContactMessageSchema),
  total_contacts: z.number().int(),
});
export type GetContactsResponse = z.infer<typeof GetContactsResponseSchema>;

export const SupportContactResponseSchema = z.object({
  email: z.string(),
  /** For the contact form's bot check: sent back as `form_token` with the message. */
  form_token: z.string(),
});
export type SupportContactResponse = z.infer<typeof SupportContactResponseSchema>;
