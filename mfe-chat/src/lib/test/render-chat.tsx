import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { renderWithProviders } from 'shared-ui/testing';
import { createFakeApi } from './fake-api';

/** Makes `(max-width: 767.98px)` match (mobile) or not, and `prefers-reduced-motion` as asked. */
export function setViewport({ mobile = false, reducedMotion = false } = {}) {
  window.matchMedia = ((query: string) => ({
    matches: query.includes('max-width')
      ? mobile
      : query.includes('reduce')
        ? reducedMotion
        : false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
}

/** Stands for the sign-in screen, showing the query it was reached with. */
function AuthStub() {
  const { search } = useLocation();
  return (
    <>
      <p>Page de connexion</p>
      <p>{`Requête : ${search || '(aucune)'}`}</p>
    </>
  );
}

/** Renders `page` at /ia under the suite's providers, with the fake API behind fetch. */
export function renderChat(
  page: ReactElement,
  { lang = 'fr' as 'fr' | 'en', api = createFakeApi(), route = '/ia' } = {},
) {
  api.install();
  const user = userEvent.setup();
  const result = renderWithProviders(
    <Routes>
      <Route path="/ia" element={page} />
      <Route path="/auth" element={<AuthStub />} />
      <Route path="/" element={<p>Page d'accueil</p>} />
    </Routes>,
    { route, lang },
  );
  return { ...result, api, user };
}

export const composerInput = () =>
  screen.getByRole('textbox', { name: /ton message|your message/i });
