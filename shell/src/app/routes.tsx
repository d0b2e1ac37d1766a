import { Route, Routes } from 'react-router-dom';
import { RemoteApp } from '../federation/remote-app';
import { remoteRoutes } from '../federation/remote-routes';
import { useRegistry } from '../federation/use-registry';
import { BareLayout, PublicLayout } from '../layout/public-layout';
import { RegisterOffline } from '../sw/register-offline';
import { AdminGate } from './admin-gate';
import { ConsentGate } from './consent-gate';

/**
 * The site's routes, learned from the registry (federation/remote-routes.ts; before it arrives,
 * the built-in remotes' defaults, shared-ui/src/routes). Each remote's exposed App renders
 * relative <Routes> under its mount (`path/*`), in its layout: chat under /ia/*, /app/ia/*,
 * /acces-ia/* full screen; training under /entrainement/*, /training/* inside the public header;
 * any later remote where its registry entry says. A remote whose entry says `offline` (training)
 * registers the shell's service worker when one of its pages opens (sw/register.ts). A member who
 * owes the 18+ confirmation or the terms is sent to the account page first (ConsentGate). Admin sits behind the administrator's check;
 * marketing renders everything else (its screens and the 404 page) inside the public header and
 * footer. The auth screen is also marketing's, but full screen: it has its own link back home.
 */
export function AppRoutes() {
  const registry = useRegistry();
  return (
    <Routes>
      {remoteRoutes(registry).map(({ remote, path, layout, offline }) => {
        const Layout = layout === 'bare' ? BareLayout : PublicLayout;
        return (
          <Route
            key={path}
            path={`${path}/*`}
            element={
              <Layout>
                <ConsentGate>
                  <RemoteApp remote={remote} />
                  {offline && <RegisterOffline />}
                </ConsentGate>
              </Layout>
            }
          />
        );
      })}
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
