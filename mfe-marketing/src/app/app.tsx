// Exposed as "mfe_marketing/App". The shell mounts it at "/*" inside the public header and footer,
// so these routes are relative to "/".
import { MarketingRoutes } from './marketing-routes';

export function App() {
  return <MarketingRoutes />;
}

export default App;
