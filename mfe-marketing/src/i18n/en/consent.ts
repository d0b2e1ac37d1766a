import type { DictionaryShape } from 'shared-ui';
import type { consent as source } from '../fr/consent';

export const consent: DictionaryShape<typeof source> = {
  adult: 'I am 18 or over.',
  termsBefore: 'I accept the ',
  termsLink: 'terms and conditions',
  termsBetween: ' and the ',
  privacyLink: 'privacy policy',
  termsAfter: '.',
  errors: {
    adultRequired: 'Confirm that you are 18 or over to create an account.',
    termsRequired: 'Accept the terms and conditions and the privacy policy to continue.',
  },
  email: 'Email address (optional)',
  emailHint:
    'To recover your account if you forget your password: a verification link will be sent to it.',
  promptTitle: 'Before you go on',
  promptIntro:
    'Zak Coaching is a paid service for adults only. Confirm your age and accept our terms to reach your account.',
  renewalTitle: 'Our terms have changed',
  renewalIntro:
    'We have updated our terms and conditions. Read them again, then confirm your age and accept them to keep using your account.',
  promptSubmit: 'Accept and continue',
  promptPending: 'Saving...',
  signOut: 'Sign out',
  failed: 'Your answer could not be saved.',
};
