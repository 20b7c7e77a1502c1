// The layout scrolls to the top when the route changes, and not on the first page: a page the
// server drew may have been scrolled before the app took it over
// (docs/decisions/0076-public-pages-rendered-on-the-server.md).
import { act, screen } from '@testing-library/react';
import { Link, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../test/fake-api.ts';
import { renderWithApp } from '../test/render.tsx';
import { Layout } from './layout.tsx';

afterEach(() => vi.restoreAllMocks());

describe('the layout', () => {
  it('leaves the first page where the person scrolled it, and scrolls to the top on a new route', async () => {
    fakeApi({ '/api/user/restore': { body: { userSessionExpired: false } } });
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderWithApp(
      <Routes>
        <Route element={<Layout />}>
          <Route path="/" element={<Link to="/faq">To the FAQ</Link>} />
          <Route path="/faq" element={<h1>FAQ</h1>} />
        </Route>
      </Routes>,
    );
    await screen.findByRole('link', { name: 'To the FAQ' });
    expect(scrollTo).not.toHaveBeenCalled();

    await act(async () => screen.getByRole('link', { name: 'To the FAQ' }).click());
    await screen.findByRole('heading', { name: 'FAQ' });
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
  });
});
