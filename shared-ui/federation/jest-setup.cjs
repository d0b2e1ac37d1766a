/* global window, Element */
// Shared jest setup of the front ends: DOM matchers and the browser APIs jsdom lacks.
require('@testing-library/jest-dom');

if (typeof window !== 'undefined') {
  if (typeof window.matchMedia !== 'function') {
    window.matchMedia = (query) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    });
  }
  // jsdom implements scrollTo as a "not implemented" error.
  window.scrollTo = () => {};
  Element.prototype.scrollIntoView =
    Element.prototype.scrollIntoView || function scrollIntoView() {};
}
