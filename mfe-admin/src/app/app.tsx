// Exposed as "mfe_admin/App". The shell mounts it at /admin/* (full screen) and only after
// /api/auth/user confirmed an administrator, so these routes are relative to /admin.
// Initial skeleton from the platform: the admin engineer replaces the element with the panel.
import { Route, Routes } from 'react-router-dom';

export function App() {
  return (
    <Routes>
      <Route
        path="*"
        element={
          <section style={{ padding: '3rem 1rem' }}>
            <h1>Administration</h1>
          </section>
        }
      />
    </Routes>
  );
}

export default App;
