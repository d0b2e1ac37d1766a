import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from 'shared-ui';
import { AppRoutes } from './routes';
import { CrashBoundary } from './crash-boundary';
import { ScrollToTop } from './scroll-to-top';
import { UpdateBanner } from './update-banner';

/** The shell: the suite's one set of providers, the router and the route table. */
export function App() {
  return (
    <CrashBoundary>
      <AppProviders>
        <BrowserRouter>
          <ScrollToTop />
          <AppRoutes />
          <UpdateBanner />
        </BrowserRouter>
      </AppProviders>
    </CrashBoundary>
  );
}
