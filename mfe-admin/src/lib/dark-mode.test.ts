import { applyDarkMode, DARK_MODE_KEY, readDarkMode } from './dark-mode';

describe('dark mode preference', () => {
  afterEach(() => {
    localStorage.clear();
    document.documentElement.classList.remove('dark');
  });

  it('is off when nothing is stored', () => {
    expect(readDarkMode()).toBe(false);
  });

  it('stores "true"/"false" under admin-dark-mode and toggles the dark class', () => {
    applyDarkMode(true);
    expect(localStorage.getItem(DARK_MODE_KEY)).toBe('true');
    expect(document.documentElement).toHaveClass('dark');
    expect(readDarkMode()).toBe(true);

    applyDarkMode(false);
    expect(localStorage.getItem(DARK_MODE_KEY)).toBe('false');
    expect(document.documentElement).not.toHaveClass('dark');
    expect(readDarkMode()).toBe(false);
  });
});
