import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseLanguage } from '../i18n/use-language.ts';
import { dismissUpdate, offerUpdate } from '../pwa/update-offer.ts';
import { UpdateOfferHost } from './update-offer-host.tsx';

afterEach(() => act(dismissUpdate));

/** The offer above two pages, as the app places it above its routes. */
const renderApp = () => {
  const router = createMemoryRouter([
    { path: '/', element: <Link to="/faq">FAQs</Link> },
    { path: '/faq', element: <Link to="/">Home</Link> },
  ]);
  render(
    <>
      <UpdateOfferHost />
      <RouterProvider router={router} />
    </>,
  );
  return router;
};

describe('the offer of a new release', () => {
  it('stays across page changes until Reload starts the new release', async () => {
    const apply = vi.fn();
    const router = renderApp();
    act(() => offerUpdate(apply));
    expect(
      await screen.findByText('A new version of Thikana is available', {}, { timeout: 5000 }),
    ).toBeDefined();
    await userEvent.click(screen.getByRole('link', { name: 'FAQs' }));
    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    await userEvent.click(screen.getByRole('link', { name: 'FAQs' }));
    expect(router.state.location.pathname).toBe('/faq');
    expect(screen.getByText('A new version of Thikana is available')).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(apply).toHaveBeenCalledOnce();
  });

  it('goes when dismissed, and stays gone across page changes', async () => {
    renderApp();
    act(() => offerUpdate(() => {}));
    await userEvent.click(await screen.findByRole('button', { name: 'Not now' }));
    await userEvent.click(screen.getByRole('link', { name: 'FAQs' }));
    expect(screen.queryByText('A new version of Thikana is available')).toBeNull();
  });

  it('is offered in Hindi to a Hindi reader', async () => {
    await chooseLanguage('hi');
    renderApp();
    act(() => offerUpdate(() => {}));
    expect(await screen.findByText('Thikana का नया वर्ज़न आ गया है')).toBeDefined();
    expect(screen.getByRole('button', { name: 'रीलोड करें' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'अभी नहीं' })).toBeDefined();
  });
});
