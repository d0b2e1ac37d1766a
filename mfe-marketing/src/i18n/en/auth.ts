import type { DictionaryShape } from 'shared-ui';
import { BRAND_NAME } from '../../lib/brand';
import type { auth as source } from '../fr/auth';

export const auth: DictionaryShape<typeof source> = {
  backHome: 'Back to home',
  toAccount: 'Go to my account',
  login: {
    title: 'Sign in',
    subtitle: 'Sign in to your personal space',
    submit: 'Sign in',
    pending: 'Signing in...',
    toggle: 'No account yet? Create one',
  },
  register: {
    title: 'Registration',
    subtitle: 'Create your account to get started',
    submit: 'Create my account',
    pending: 'Creating...',
    toggle: 'Already have an account? Sign in',
    notice:
      'AI access requires a paid subscription: after registering, subscribe from your account, and the AI turns on as soon as the payment is received. Already subscribed? Contact the administrator to have your access turned on.',
  },
  username: 'Username',
  password: 'Password',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  errors: {
    usernameRequired: 'Username is required',
    passwordRequired: 'Password is required',
    passwordTooShort: 'Password must be at least 6 characters long',
  },
  toasts: {
    loginSuccessTitle: 'Signed in',
    loginSuccessText: `Welcome to ${BRAND_NAME}!`,
    loginErrorTitle: 'Sign-in error',
    loginErrorFallback: 'Incorrect username or password.',
    registerSuccessTitle: 'Account created!',
    registerSuccessFallback: 'You can now sign in.',
    registerErrorTitle: 'Registration error',
    registerErrorFallback: 'Something went wrong.',
  },
};
