/**
 * @jest-environment ./src/lib/testing/jsdom-environment.cjs
 */
import { act } from '@testing-library/react';
import { addPagePreview, renderWithProviders } from 'shared-ui/testing';
import { PAGE_PREVIEW_ID } from 'shared-ui';
import { HERO_FADE_DELAY_MS, Hero } from './hero';

const content = () => document.getElementById('home-hero-content') as HTMLElement;

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

describe('hero fade-in', () => {
  it('is hidden at first and fades in 200 ms after it appears', () => {
    now.mockReturnValue(5000);
    renderWithProviders(<Hero />, { lang: 'fr' });
    expect(content()).toHaveStyle({ opacity: '0' });
    act(() => jest.advanceTimersByTime(HERO_FADE_DELAY_MS - 1));
    expect(content()).toHaveStyle({ opacity: '0' });
    act(() => jest.advanceTimersByTime(1));
    expect(content()).toHaveStyle({ opacity: '1' });
  });

  it('taking over the page preview after its fade began, it is shown at once (no second fade)', () => {
    addPagePreview('fr');
    now.mockReturnValue(650);
    renderWithProviders(<Hero />, { lang: 'fr' });
    expect(content()).toHaveStyle({ opacity: '1' });
  });

  it("taking over the preview before 200 ms, it fades in at 200 ms from the page's start", () => {
    addPagePreview('fr');
    now.mockReturnValue(120);
    renderWithProviders(<Hero />, { lang: 'fr' });
    expect(content()).toHaveStyle({ opacity: '0' });
    act(() => jest.advanceTimersByTime(79));
    expect(content()).toHaveStyle({ opacity: '0' });
    act(() => jest.advanceTimersByTime(1));
    expect(content()).toHaveStyle({ opacity: '1' });
  });

  it('a preview in another language is not taken over', () => {
    addPagePreview('fr');
    now.mockReturnValue(650);
    renderWithProviders(<Hero />, { lang: 'en' });
    expect(content()).toHaveStyle({ opacity: '0' });
  });
});
