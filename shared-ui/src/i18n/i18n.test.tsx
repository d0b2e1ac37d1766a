import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing';
import { LanguageToggle } from '../components';
import { clearProductStorage, STORAGE_KEYS } from '../storage';
import { createTranslations } from './create-translations';

const { useT } = createTranslations({
  fr: { hello: 'Bonjour', count: (n: number) => `${n} messages` },
  en: { hello: 'Hello', count: (n: number) => `${n} messages` },
});

function Greeting() {
  const t = useT();
  return (
    <p>
      {t.hello} — {t.count(3)}
    </p>
  );
}

afterEach(() => localStorage.clear());

test('French by default; the toggle switches every translated text, <html lang> and the stored choice', async () => {
  renderWithProviders(
    <>
      <LanguageToggle />
      <Greeting />
    </>,
  );
  expect(screen.getByText('Bonjour — 3 messages')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'FR' })).toHaveAttribute('aria-pressed', 'true');
  await userEvent.click(screen.getByRole('button', { name: 'EN' }));
  expect(screen.getByText('Hello — 3 messages')).toBeInTheDocument();
  expect(document.documentElement.lang).toBe('en');
  expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('en');
});

test('logout clean-up removes the session keys and keeps the preferences', () => {
  localStorage.setItem(STORAGE_KEYS.language, 'en');
  localStorage.setItem(STORAGE_KEYS.adminDarkMode, 'true');
  localStorage.setItem(STORAGE_KEYS.legacyHistory, '[]');
  localStorage.setItem(STORAGE_KEYS.activeConversation, 'c1');
  localStorage.setItem(STORAGE_KEYS.user, '{}');
  clearProductStorage();
  expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('en');
  expect(localStorage.getItem('admin-dark-mode')).toBe('true');
  expect(localStorage.getItem(STORAGE_KEYS.legacyHistory)).toBeNull();
  expect(localStorage.getItem(STORAGE_KEYS.activeConversation)).toBeNull();
  expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
});
