/**
 * @jest-environment ./src/lib/testing/jsdom-environment.cjs
 */
import { act, screen } from '@testing-library/react';
import { addPagePreview, renderWithProviders } from 'shared-ui/testing';
import { PAGE_PREVIEW_ID } from 'shared-ui';
import { SPLASH_MS, Splash } from './splash';

let now: jest.SpyInstance;
beforeEach(() => {
  jest.useFakeTimers();
  now = jest.spyOn(performance, 'now').mockReturnValue(0);
});
afterEach(() => {
  now.mockRestore();
  jest.useRealTimers();
  document.getElementById(PAGE_PREVIEW_ID)?.remove();
});

describe('info splash', () => {
  it('lasts 750 ms from when the page appears', () => {
    now.mockReturnValue(4000);
    renderWithProviders(<Splash />, { lang: 'en' });
    expect(screen.getByRole('status')).toHaveTextContent('Initialising Zak AI...');
    act(() => jest.advanceTimersByTime(SPLASH_MS - 1));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("taking over the page preview, it ends 750 ms after the page's start", () => {
    addPagePreview('en');
    now.mockReturnValue(500);
    renderWithProviders(<Splash />, { lang: 'en' });
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(250));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('taking over the preview after its splash ended, it is not shown again', () => {
    addPagePreview('en');
    now.mockReturnValue(1200);
    renderWithProviders(<Splash />, { lang: 'en' });
    expect(screen.queryByRole('status')).toBeNull();
  });
});
