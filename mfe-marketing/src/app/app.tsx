// Exposed as "mfe_marketing/App". The shell mounts it at "/*" inside the public header and footer,
// so these routes are relative to "/".
// Initial skeleton from the platform: the marketing engineer replaces the elements with the
// screens of src/features.
import { Route, Routes } from 'react-router-dom';

function Placeholder({ title }: { title: string }) {
  return (
    <section style={{ padding: '3rem 1rem' }}>
      <h1>{title}</h1>
    </section>
  );
}

export function App() {
  return (
    <Routes>
      <Route index element={<Placeholder title="Zak Coaching" />} />
      <Route path="zak-ia-info" element={<Placeholder title="Zak IA" />} />
      <Route path="contact" element={<Placeholder title="Contact" />} />
      <Route path="auth" element={<Placeholder title="Connexion" />} />
      <Route path="login" element={<Placeholder title="Connexion" />} />
      <Route path="account" element={<Placeholder title="Mon compte" />} />
      <Route path="mon-compte" element={<Placeholder title="Mon compte" />} />
      <Route path="privacy" element={<Placeholder title="Confidentialité" />} />
      <Route
        path="*"
        element={
          <section style={{ padding: '3rem 1rem' }}>
            <h1>404 Page Not Found</h1>
            <p>Did you forget to add the page to the router?</p>
          </section>
        }
      />
    </Routes>
  );
}

export default App;
