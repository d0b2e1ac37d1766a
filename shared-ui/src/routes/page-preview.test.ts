import {
  delayFromPageStart,
  dropPagePreview,
  PAGE_PREVIEW_ID,
  PAGE_PREVIEW_SHOWN_EVENT,
  PREVIEW_WAIT_MAX_MS,
  pagePreview,
  whenPreviewShown,
} from './page-preview';

/** The shell page's slot, as the server composes it: with a preview in `lang`, or empty. */
function slot(lang: string | null): HTMLElement {
  const element = document.createElement('div');
  element.id = PAGE_PREVIEW_ID;
  if (lang) element.innerHTML = `<div data-preview-lang="${lang}"><h1>Aperçu</h1></div>`;
  document.body.append(element);
  return element;
}

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
    const element = slot('fr');
    expect(pagePreview('fr')).toBe(element);
    expect(pagePreview('en')).toBeNull();
  });

  test('is null with no slot, an empty slot or a slot hidden for another language', () => {
    expect(pagePreview('fr')).toBeNull();
    slot(null);
    expect(pagePreview('fr')).toBeNull();
    document.body.innerHTML = '';
    slot('fr').hidden = true;
    expect(pagePreview('fr')).toBeNull();
  });

  test('dropPagePreview removes the slot, and is harmless without one', () => {
    slot('fr');
    dropPagePreview();
    expect(document.getElementById(PAGE_PREVIEW_ID)).toBeNull();
    expect(() => dropPagePreview()).not.toThrow();
  });
});

describe('delayFromPageStart', () => {
  test('without a preview, a timer waits its full time', () => {
    now.mockReturnValue(5000);
    expect(delayFromPageStart(200, 'fr')).toBe(200);
  });

  test("taking over a preview, a timer goes on from the page's start", () => {
    slot('fr');
    now.mockReturnValue(150);
    expect(delayFromPageStart(200, 'fr')).toBe(50);
    now.mockReturnValue(900);
    expect(delayFromPageStart(200, 'fr')).toBe(0);
    // A preview in another language is not taken over.
    expect(delayFromPageStart(200, 'en')).toBe(200);
  });
});

describe('whenPreviewShown', () => {
  test('starts at once with no slot, an empty slot, a hidden one or one already shown', () => {
    const start = jest.fn();
    whenPreviewShown(start);
    const element = slot(null);
    whenPreviewShown(start);
    element.innerHTML = '<div data-preview-lang="fr"></div>';
    element.hidden = true;
    whenPreviewShown(start);
    element.hidden = false;
    element.dataset.shown = 'true';
    whenPreviewShown(start);
    expect(start).toHaveBeenCalledTimes(4);
  });

  test("waits for the preview's event, and starts once", () => {
    jest.useFakeTimers();
    slot('fr');
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
    slot('fr');
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
