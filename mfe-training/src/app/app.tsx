// Exposed as "mfe_training/App". The shell mounts it at /entrainement/* and /training/* (its
// routes come from the registry), so these routes are relative to the mount.
import { Route, Routes } from 'react-router-dom';
import { TrainingPage } from './training-page';

export function App() {
  return (
    <Routes>
      <Route path="*" element={<TrainingPage />} />
    </Routes>
  );
}

export default App;
