// Exposed as "mfe_chat/App". The shell mounts it at /ia/*, /app/ia/* and /acces-ia/* (full screen,
// no public header), so these routes are relative to the chat path.
import { Route, Routes } from 'react-router-dom';
import { ChatPage } from './chat-page';

export function App() {
  return (
    <Routes>
      <Route path="*" element={<ChatPage />} />
    </Routes>
  );
}

export default App;
