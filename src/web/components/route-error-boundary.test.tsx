import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '../i18n/i18n.ts';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

function Broken(): never {
  throw new Error('the page broke');
}

describe('a page that fails to load or render', () => {
  it('shows the error page, which clears when the address changes', async () => {
    // React reports the error its boundary caught on the console: here that is expected.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <MemoryRouter initialEntries={['/broken']}>
        <Link to="/">Home in the app</Link>
        <RouteErrorBoundary>
          <Routes>
            <Route path="/broken" element={<Broken />} />
            <Route path="/" element={<h1>Home</h1>} />
          </Routes>
        </RouteErrorBoundary>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Reload' })).not.toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Home in the app' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).not.toBeNull();
    expect(screen.queryByRole('heading', { name: 'Unexpected Application Error!' })).toBeNull();
  });

  it('speaks Hindi when the site is read in Hindi', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await applyLanguage('hi');
    render(
      <MemoryRouter initialEntries={['/broken']}>
        <RouteErrorBoundary>
          <Routes>
            <Route path="/broken" element={<Broken />} />
          </Routes>
        </RouteErrorBoundary>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'ऐप में अचानक कोई गड़बड़ी हो गई!' })).not.toBeNull();
    expect(screen.getByRole('button', { name: 'रीलोड करें' })).not.toBeNull();
    expect(screen.getByRole('link', { name: 'होम पर वापस जाएँ' })).not.toBeNull();
  });
});
