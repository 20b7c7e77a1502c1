import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { chooseLanguage } from '../../i18n/use-language.ts';
import { faqItems as faqEn } from '../../pages/faq/faq-content.en.tsx';
import { faqItems as faqHi } from '../../pages/faq/faq-content.hi.tsx';
import TermsPage from '../../pages/terms/terms-page.tsx';
import { fakeApi } from '../../test/fake-api.ts';
import { renderWithApp } from '../../test/render.tsx';
import type { PlanWords } from './policy-page.tsx';

const plan: PlanWords = {
  name: "'Freedom'",
  price: '₹1,499',
  days: '30 days',
  passes: '2 passes',
  window: '90 days',
  dailyCap: '50',
  minAge: '18',
};

type Content = { default: ComponentType<{ plan: PlanWords }> };

const pages: [string, () => Promise<Content>, () => Promise<Content>][] = [
  [
    'terms',
    () => import('../../pages/terms/terms-content.en.tsx'),
    () => import('../../pages/terms/terms-content.hi.tsx'),
  ],
  [
    'privacy',
    () => import('../../pages/privacy/privacy-content.en.tsx'),
    () => import('../../pages/privacy/privacy-content.hi.tsx'),
  ],
  [
    'refund',
    () => import('../../pages/refund/refund-content.en.tsx'),
    () => import('../../pages/refund/refund-content.hi.tsx'),
  ],
  [
    'about',
    () => import('../../pages/about/about-content.en.tsx'),
    () => import('../../pages/about/about-content.hi.tsx'),
  ],
  [
    'faq',
    () => import('../../pages/faq/faq-content.en.tsx'),
    () => import('../../pages/faq/faq-content.hi.tsx'),
  ],
];

/** The outline of a rendered page: its section headings, paragraphs, list items and links. */
const outline = async (load: () => Promise<Content>) => {
  fakeApi({
    '/api/contact/getSupport': {
      body: { email: 'support@thikana.in', form_token: '1795000000000.contact-form-signature' },
    },
  });
  const { default: Content } = await load();
  const view = renderWithApp(<Content plan={plan} />);
  await screen.findByRole('heading', { level: 1 });
  const count = (selector: string) => view.container.querySelectorAll(selector).length;
  const shape = { sections: count('h2'), paragraphs: count('p'), items: count('li'), links: count('a') };
  view.unmount();
  return shape;
};

describe('long-form pages in English and Hindi', () => {
  it.each(pages)(
    'the %s page has the same sections, paragraphs, list items and links in both languages',
    async (_page, en, hi) => {
      const english = await outline(en);
      expect(english.sections).toBeGreaterThan(0);
      expect(await outline(hi)).toEqual(english);
    },
  );

  it('the FAQ asks the same 21 questions in both languages', () => {
    expect(faqEn(plan)).toHaveLength(21);
    expect(faqHi(plan)).toHaveLength(21);
  });
});

const servePlanAndSupport = () =>
  fakeApi({
    '/api/contact/getSupport': {
      body: { email: 'support@thikana.in', form_token: '1795000000000.contact-form-signature' },
    },
    '/api/payments/getPlan': {
      body: {
        plan: {
          name: 'Weekly',
          price_inr: 299,
          days: 7,
          currency: 'INR',
          max_passes_per_window: 2,
          window_days: 30,
          daily_contact_cap: 25,
          min_age: 18,
        },
      },
    },
  });

describe('a long-form page', () => {
  it('shows the text of the language it is read in, with the plan on sale and the date it took effect', async () => {
    servePlanAndSupport();
    renderWithApp(<TermsPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeDefined();
    expect(screen.getByText('Effective from 1 October 2024')).toBeDefined();
    expect(
      await screen.findByText(/pass costs ₹299 and shows the contact details of every listing for 7 days/),
    ).toBeDefined();
  });

  it('read in Hindi, shows the Hindi text, the plan in Hindi words and the date written the Hindi way', async () => {
    await chooseLanguage('hi');
    servePlanAndSupport();
    renderWithApp(<TermsPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'नियम और शर्तें' })).toBeDefined();
    expect(screen.getByText('1 अक्टूबर 2024 से लागू')).toBeDefined();
    expect(await screen.findByText(/पास की कीमत ₹299 है, और पेमेंट कन्फ़र्म होने से 7 दिन तक/)).toBeDefined();
    expect(screen.queryByText(/Terms and Conditions/)).toBeNull();
  });
});
