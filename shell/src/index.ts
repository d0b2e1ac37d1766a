// Entry of the shell. Protections run first (before React); the app itself loads asynchronously
// so the federation runtime negotiates shared singletons before any of them is used.
import { whenPreviewShown } from 'shared-ui/page-preview';
import { startEarlyLoad } from './federation/early-load';
import { startInSteps } from './startup/steps';
import { applyPageProtections } from './startup/protections';

if (__PAGE_PROTECTIONS__) applyPageProtections();

// A public page's preview is painted first (shared-ui page-preview.ts); then the registry and the
// first screen's remote load while the shell's own chunks download.
// The shared libraries are evaluated one per task, in the order they depend on each other, before
// the shell's own code: each is a short task and the page stays responsive between them (one
// import of all of them would evaluate them in one long task).
whenPreviewShown(() => {
  startEarlyLoad();
  void startInSteps(
    [
      () => import('react'),
      () => import('react/jsx-runtime'),
      () => import('react-dom'),
      () => import('react-dom/client'),
      () => import('react-router'),
      () => import('react-router-dom'),
      () => import('styled-components'),
      () => import('@tanstack/query-core'),
      () => import('@tanstack/react-query'),
      () => import('shared-ui'),
    ],
    () => import('./bootstrap'),
  );
});
