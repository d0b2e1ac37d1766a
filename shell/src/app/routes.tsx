import { Route, Routes } from 'react-router-dom';
import { ROUTE_TABLE } from 'shared-ui';
import { RemoteApp } from '../federation/remote-app';
import { BareLayout, PublicLayout } from '../layout/public-layout';
import { AdminGate } from './admin-gate';

/**
 * The site's route table (shared-ui/src/routes). Each remote's exposed App renders relative <Routes> under its
 * mount: chat under /ia/*, /app/ia/*, /acces-ia/*; admin under /admin/*; training under /entrainement/*, /training/* (inside the public header); marketing under /* (its
 * screens and the 404 page for every unknown path) inside the public header and footer. The auth
 * screen is also marketing's, but full screen: it has its own link back home.
 */
export function AppRoutes() {
  return (
    <Routes>
      {ROUTE_TABLE.chat.map((path) => (
        <Route
          key={path}
          path={`${path}/*`}
          element={
            <BareLayout>
              <RemoteApp remote="chat" />
            </BareLayout>
          }
        />
      ))}
      {ROUTE_TABLE.training.map((path) => (
        <Route
          key={path}
          path={`${path}/*`}
          element={
            <PublicLayout>
              <RemoteApp remote="training" />
            </PublicLayout>
          }
        />
      ))}
      <Route
        path="/admin/*"
        element={
          <BareLayout>
            <AdminGate />
          </BareLayout>
        }
      />
      <Route
        path="*"
        element={
          <PublicLayout>
            <RemoteApp remote="marketing" />
          </PublicLayout>
        }
      />
    </Routes>
  );
}
