import { createRootRoute, HeadContent, Outlet } from '@tanstack/react-router';
import { RootErrorView } from '../components/ErrorView/ErrorView';
import { NotFound } from '../components/NotFound/NotFound';
import { SiteLayout } from '../components/SiteLayout/SiteLayout';
import '../styles/global.css';
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
