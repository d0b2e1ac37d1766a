// Standalone dev mount of mfe-training (`npm run dev -w mfe-chat`): the remote's App under the suite's providers
// at its own routes. Inside the site, the shell renders ./App and owns the providers.
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { AppProviders, ROUTE_TABLE } from 'shared-ui';
import App from './app/app';

const mounts = ROUTE_TABLE.training;

createRoot(document.getElementById('root')!).render(
  <AppProviders>
    <BrowserRouter>
      <Routes>
        {mounts.map((path) => (
          <Route key={path} path={path === '/' ? '*' : `${path}/*`} element={<App />} />
        ))}
      </Routes>
    </BrowserRouter>
  </AppProviders>,
);
