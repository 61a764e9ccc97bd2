import { createRootRoute, HeadContent, Outlet } from '@tanstack/react-router';
import { RootErrorView } from '../components/ErrorView/ErrorView.tsx';
import { NotFound } from '../components/NotFound/NotFound.tsx';
import { SiteLayout } from '../components/SiteLayout/SiteLayout.tsx';
import '../styles/global.css.ts';
import '../styles/page.css';

export const Route = createRootRoute({
  component: RootLayout,
  notFoundComponent: NotFound,
  errorComponent: RootErrorView,
});

function RootLayout() {
  return (
    <>
      <HeadContent />
      <SiteLayout>
        <Outlet />
      </SiteLayout>
    </>
  );
}
