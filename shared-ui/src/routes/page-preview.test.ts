import {
  delayFromPageStart,
  dropPagePreview,
  PAGE_PREVIEW_ID,
  PAGE_PREVIEW_SHOWN_EVENT,
  PREVIEW_WAIT_MAX_MS,
  pagePreview,
  whenPreviewShown,
} from './page-preview';
import { addPagePreview } from '../testing';

let now: jest.SpyInstance;
beforeEach(() => {
  now = jest.spyOn(performance, 'now').mockReturnValue(0);
});
afterEach(() => {
  document.body.innerHTML = '';
  now.mockRestore();
  jest.useRealTimers();
});

describe('pagePreview', () => {
  test('is the slot when it holds a preview in the language asked for', () => {
    const element = addPagePreview('fr');
    expect(pagePreview('fr')).toBe(element);
    expect(pagePreview('en')).toBeNull();
  });

  test('is null with no slot, an empty slot or a slot hidden for another language', () => {
    expect(pagePreview('fr')).toBeNull();
    addPagePreview(null);
    expect(pagePreview('fr')).toBeNull();
    document.body.innerHTML = '';
    addPagePreview('fr').hidden = true;
    expect(pagePreview('fr')).toBeNull();
  });

  test('dropPagePreview removes the slot, and is harmless without one', () => {
    addPagePreview('fr');
    dropPagePreview();
    expect(document.getElementById(PAGE_PREVIEW_ID)).toBeNull();
    expect(() => dropPagePreview()).not.toThrow();
  });

  test("a focused link of the preview hands the focus to the screen's same link", () => {
    const slot = addPagePreview('fr');
    slot.insertAdjacentHTML('beforeend', '<a href="/contact">Contact</a>');
    document.body.insertAdjacentHTML(
      'afterbegin',
      '<main><a href="/contact">Écrire</a><a href="/contact">Contact</a></main>',
    );
    slot.querySelector('a')!.focus();
    dropPagePreview();
    expect(document.activeElement).toBe(document.querySelectorAll('main a')[1]);
  });
});

describe('delayFromPageStart', () => {
  test('without a preview, a timer waits its full time', () => {
    now.mockReturnValue(5000);
    expect(delayFromPageStart(200, 'fr')).toBe(200);
  });

  test("taking over a preview, a timer goes on from the page's start", () => {
    addPagePreview('fr');
    now.mockReturnValue(150);
    expect(delayFromPageStart(200, 'fr')).toBe(50);
    now.mockReturnValue(900);
    expect(delayFromPageStart(200, 'fr')).toBe(0);
    // A preview in another language is not taken over.
    expect(delayFromPageStart(200, 'en')).toBe(200);
  });
});

describe('whenPreviewShown', () => {
  test('starts in the next task with no slot, an empty slot, a hidden one or one already shown', () => {
    jest.useFakeTimers();
    const start = jest.fn();
    whenPreviewShown(start);
    const element = addPagePreview(null);
    whenPreviewShown(start);
    element.innerHTML = '<div data-preview-lang="fr"></div>';
    element.hidden = true;
    whenPreviewShown(start);
    element.hidden = false;
    element.dataset.shown = 'true';
    whenPreviewShown(start);
    // Never in the caller's task (the shell entry's, already long).
    expect(start).not.toHaveBeenCalled();
    jest.runOnlyPendingTimers();
    expect(start).toHaveBeenCalledTimes(4);
  });

  test("waits for the preview's event, and starts once", () => {
    jest.useFakeTimers();
    addPagePreview('fr');
    const start = jest.fn();
    whenPreviewShown(start);
    expect(start).not.toHaveBeenCalled();
    document.dispatchEvent(new Event(PAGE_PREVIEW_SHOWN_EVENT));
    expect(start).not.toHaveBeenCalled();
    jest.runOnlyPendingTimers();
    expect(start).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(PREVIEW_WAIT_MAX_MS);
    document.dispatchEvent(new Event(PAGE_PREVIEW_SHOWN_EVENT));
    expect(start).toHaveBeenCalledTimes(1);
  });

  test('starts anyway after the longest wait when the event never comes (its script failed)', () => {
    jest.useFakeTimers();
    addPagePreview('fr');
    const start = jest.fn();
    whenPreviewShown(start);
    jest.advanceTimersByTime(PREVIEW_WAIT_MAX_MS - 1);
    expect(start).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    jest.runOnlyPendingTimers();
    expect(start).toHaveBeenCalledTimes(1);
    document.dispatchEvent(new Event(PAGE_PREVIEW_SHOWN_EVENT));
    jest.runOnlyPendingTimers();
    expect(start).toHaveBeenCalledTimes(1);
  });
});
