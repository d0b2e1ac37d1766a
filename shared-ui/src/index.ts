// shared-ui: the design system and the front-end platform of the Zak Coaching suite.
// Documented in shared-ui/README.md.
export * from './theme';
export * from './i18n';
export * from './api';
export * from './brand';
export * from './storage';
export * from './routes';
export * from './components';
export * from './toast';
export * from './hooks';
export { AppProviders, type AppProvidersProps } from './providers/app-providers';
