import type { DictionaryShape } from 'shared-ui';
import type { fr } from './fr';

export const en: DictionaryShape<typeof fr> = {
  skipToContent: 'Skip to content',
  brandHome: 'Zak Coaching, home',
  nav: {
    label: 'Main navigation',
    aiLoginRequired: 'AI (Login required)',
    account: 'Account',
    logout: 'Logout',
    back: 'Back',
    openMenu: 'Open the menu',
    closeMenu: 'Close the menu',
    menu: 'Menu',
    member: 'Member navigation',
  },
  update: {
    available: 'New version available',
    reload: 'Reload',
    offlineReady: 'Ready offline: these screens also open without a network.',
  },
  remote: {
    loading: 'Loading...',
    failedTitle: 'This part of the site is temporarily unavailable.',
    failedText: 'The rest of the site still works. Check your connection and try again.',
    retry: 'Try again',
    names: { marketing: 'Site', chat: 'AI chat', admin: 'Administration', training: 'Training' },
  },
  admin: {
    checking: 'Checking access...',
    denied: 'Access denied',
    home: 'Back to home',
  },
  crash: {
    title: 'An unexpected error occurred.',
    reload: 'Reload the page',
  },
  footer: {
    blurb:
      'Bodybuilding and physique-transformation coaching by an unfiltered AI, built on 15 years of professional bodybuilding experience.',
    usefulLinks: 'Useful links',
    legal: 'Legal notice',
    terms: 'Terms and conditions',
    privacy: 'Privacy policy',
    social: 'Social networks',
    copyright: (year: number, brand: string) => `© ${year} ${brand}. All rights reserved.`,
    warningTitle: 'Warning:',
    warning:
      'Educational, non-medical AI for adults only. It is not a substitute for a health professional. Use at your own risk.',
  },
};
