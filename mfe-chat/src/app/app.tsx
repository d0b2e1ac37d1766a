// Exposed as "mfe_chat/App". The shell mounts it at /ia/*, /app/ia/* and /acces-ia/* (full screen,
// no public header), so these routes are relative to the chat path.
// Initial skeleton from the platform: the chat engineer replaces the element with the chat screen.
import { Route, Routes } from 'react-router-dom';

export function App() {
  return (
    <Routes>
      <Route
        path="*"
        element={
          <section style={{ padding: '3rem 1rem' }}>
            <h1>Zak IA</h1>
          </section>
        }
      />
    </Routes>
  );
}

export default App;
