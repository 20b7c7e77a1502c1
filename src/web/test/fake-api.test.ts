// The fake API gives a page only answers the server could give: a canned answer that breaks the
// contract fails the test that sets it up, naming the call and the first bad field.
import { describe, expect, it } from 'vitest';
import { API } from '../../shared/api.ts';
import { ACCOUNT_API } from '../../shared/api-account.ts';
import { getJson, postJson } from '../api/client.ts';
import { fakeApi } from './fake-api.ts';
import { whatsappUser } from './users.ts';

const SUPPORT = { email: 'support@thikana.in', form_token: '1795000000000.contact-form-signature' };

describe('the fake API', () => {
  it('refuses an answer with a field of the wrong type, naming the call and the field', () => {
    expect(() =>
      fakeApi({ [ACCOUNT_API.getProfile]: { body: { data: { ...whatsappUser, isAdmin: 'no' } } } }),
    ).toThrow(/GET \/api\/user\/getProfile \(200\) does not fit its schema: data\.isAdmin: /);
  });

  it('refuses an answer that lacks a field the server always sends', () => {
    expect(() => fakeApi({ [API.contact.getSupport]: { body: { email: SUPPORT.email } } })).toThrow(
      /GET \/api\/contact\/getSupport \(200\) does not fit its schema: form_token: /,
    );
  });

  it('refuses a field the server never writes', () => {
    expect(() =>
      fakeApi({ [API.contact.getSupport]: { body: { ...SUPPORT, phone: '9812345678' } } }),
    ).toThrow('phone: the schema has no such field, so it is never sent');
  });

  it('checks an error answer against the error shape', () => {
    expect(() =>
      fakeApi({ [ACCOUNT_API.register]: { status: 409, body: { message: 'Taken', errors: 'email' } } }),
    ).toThrow(/POST \/api\/user\/register \(409\) does not fit its schema: errors: /);
  });

  it('refuses a path no route answers', () => {
    expect(() => fakeApi({ '/api/listing/getListingsByCity': { body: {} } })).toThrow(
      'no API route answers /api/listing/getListingsByCity',
    );
  });

  it('checks a path with ids against the route it stands for', () => {
    expect(() => fakeApi({ '/api/admin/users/12': { body: { message: 'User suspended' } } })).toThrow(
      /GET \/api\/admin\/users\/12 \(200\) does not fit its schema/,
    );
    expect(() =>
      fakeApi({ '/api/admin/users/12/suspend': { body: { message: 'User suspended' } } }),
    ).not.toThrow();
  });

  it('asks which method is meant where a path answers two, and answers that method only', async () => {
    expect(() => fakeApi({ [API.savedSearch.list]: { body: { data: [] } } })).toThrow(
      "GET and POST both answer /api/savedSearches; name the one the page calls, as 'GET /api/savedSearches'",
    );
    fakeApi({ 'GET /api/savedSearches': { body: { data: [] } } });
    expect(await getJson(API.savedSearch.list)).toEqual({ data: [] });
    await expect(postJson(API.savedSearch.list, {})).rejects.toMatchObject({ status: 404 });
  });
});
