/** A phone for a component test: the mobile media query (max-width) matches, or not. */
export function phone(matches: boolean): void {
  window.matchMedia = (query: string) =>
    ({
      matches: matches && query.includes('max-width'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }) as unknown as MediaQueryList;
}
