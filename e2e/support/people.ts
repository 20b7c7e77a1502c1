// The people journeys make and the checks they share: an account made by email signup and logged
// in, and the serious accessibility findings on a page.
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

export const newMobile = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

/** An account in Pune made by email signup, logged in on `request` (and its pages); its email. */
export const emailAccount = async (request: APIRequestContext, name: string) => {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${Date.now().toString(36)}@example.in`;
  const registered = await request.post('/api/user/register', {
    data: {
      full_name: name,
      email,
      mobile_no: newMobile(),
      user_type: 'tenant',
      location: 'Pune',
      password: 'monsoon-terrace-27',
    },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const login = await request.post('/api/user/login', { data: { email, password: 'monsoon-terrace-27' } });
  expect(login.ok(), await login.text()).toBe(true);
  return email;
};

/** Serious and critical axe findings on the whole page. */
export const seriousFindings = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
