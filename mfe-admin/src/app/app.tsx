// Exposed as "mfe_admin/App". The shell mounts it at /admin/* (full screen) and only after
// /api/auth/user confirmed an administrator, so these routes are relative to /admin. The panel's
// tab is internal state (spec), so one route renders it.
import { Route, Routes } from 'react-router-dom';
import { AdminPanel } from './panel/admin-panel';

export function App() {
  return (
    <Routes>
      <Route path="*" element={<AdminPanel />} />
    </Routes>
  );
}

export default App;
