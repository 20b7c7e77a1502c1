import { z } from 'zod';
import { DEFAULT_CITY } from '../cities.ts';
import { normaliseIndianMobile } from './auth.ts';
import { CitySchema, IdSchema, IgnoredIdentity } from './common.ts';
import { notGiven } from './lenient.ts';

export const SERVICE_PHONE_MESSAGE =
  'Please enter a 10-digit Indian phone number (starting 6 to 9), +91 optional';

const isWebUrl = (value: string) => {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
};

/** addService's `body` part (docs/product/api.md#services); the image arrives as the `file` part. */
export const ServiceInputSchema = z.object({
  ...IgnoredIdentity,
  service_name: z
    .string({ error: 'Please enter the service name' })
    .trim()
    .min(1, 'Please enter the service name')
    .max(100, 'At most 100 characters')
    .refine((v) => !v.includes('\u0000'), 'Contains a character that is not allowed'),
  url: z
    .string({ error: 'Please enter the website' })
    .trim()
    .max(2000, 'At most 2000 characters')
    .refine(isWebUrl, 'Please enter a website address starting with http:// or https://'),
  /** The original form's field is numeric, so a number is accepted too; stored as 10 digits. */
  contact: z.union([z.string(), z.number()], { error: SERVICE_PHONE_MESSAGE }).transform((value, ctx) => {
    const phone = normaliseIndianMobile(String(value));
    if (!phone) {
      ctx.addIssue({ code: 'custom', message: SERVICE_PHONE_MESSAGE });
      return z.NEVER;
    }
    return phone;
  }),
  location: CitySchema,
});
export type ServiceInput = z.infer<typeof ServiceInputSchema>;
export type ServiceFormValues = z.input<typeof ServiceInputSchema>;

export const ServiceSchema = z.object({
  id: z.number().int(),
  service_name: z.string(),
  url: z.string(),
  /** 10 digits; call it as +91 followed by these. */
  contact: z.string(),
  image: z.string(),
  location: z.string(),
  user_id: z.number().int().nullable(),
});
export type Service = z.infer<typeof ServiceSchema>;

/** Left out, a placeholder or a city we do not list: the services of the default city. */
export const GetServicesQuerySchema = z.object({
  location: z
    .preprocess((v) => {
      const given = notGiven(v);
      return typeof given === 'string' && CitySchema.safeParse(given).success ? given : undefined;
    }, CitySchema.default(DEFAULT_CITY))
    .meta({
      description: 'One of the 12 cities in any letter case; left out or any other value: Mumbai.',
    }),
});

export const GetServicesResponseSchema = z.object({ services: z.array(ServiceSchema) });
export type GetServicesResponse = z.infer<typeof GetServicesResponseSchema>;

export const DeleteServiceInputSchema = z.object({ service_id: IdSchema, ...IgnoredIdentity });
