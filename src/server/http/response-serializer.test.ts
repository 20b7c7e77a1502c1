import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializer } from './response-serializer.ts';

const Answer = z.object({
  name: z.string(),
  rent: z.number(),
  say: z
    .discriminatedUnion('kind', [
      z.object({ kind: z.literal('near'), place: z.string() }),
      z.object({ kind: z.literal('mapArea') }),
    ])
    .optional(),
});

/** An app whose one route answers `data` through the serializer, checked or not. */
const answering = async (data: unknown, checkEachAnswer: boolean, schema: z.ZodType = Answer) => {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializer({ checkEachAnswer }));
  app.get('/answer', { schema: { response: { 200: schema } } }, async () => data);
  const res = await app.inject('/answer');
  await app.close();
  return res;
};

describe('an answer', () => {
  it.each([true, false])('carries only what its schema names (checked: %s)', async (checked) => {
    const res = await answering(
      { name: 'Flat in Baner', rent: 23456, mobile_no: '9876543210', say: { kind: 'mapArea', extra: 1 } },
      checked,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ name: 'Flat in Baner', rent: 23456, say: { kind: 'mapArea' } });
    expect(res.body).not.toContain('9876543210');
  });

  it('passes the check when the compiled writer puts a union after the other names', async () => {
    const data = { name: 'Flat', say: { kind: 'near', place: 'Baner' }, rent: 1 };
    const checked = await answering(data, true);
    expect(checked.statusCode).toBe(200);
    expect(checked.json()).toEqual(data);
    expect((await answering(data, false)).json()).toEqual(data);
  });

  it('that breaks its schema is refused where answers are checked, and coerced where not', async () => {
    const data = { name: 'Flat', rent: '23456' };
    expect((await answering(data, true)).statusCode).toBe(500);
    const unchecked = await answering(data, false);
    expect(unchecked.statusCode).toBe(200);
    expect(unchecked.json()).toEqual({ name: 'Flat', rent: 23456 });
  });

  it('whose schema JSON Schema cannot describe is still checked by zod', async () => {
    const WithDate = z.object({ at: z.date() });
    expect((await answering({ at: 'not a date' }, false, WithDate)).statusCode).toBe(500);
  });
});
