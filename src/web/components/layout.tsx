import { Outlet } from 'react-router';

export function Layout() {
  return (
    <main id="main">
      <Outlet />
    </main>
  );
}
