// Entry of the shell. Protections run first (before React); the app itself loads asynchronously
// so the federation runtime negotiates shared singletons before any of them is used.
import { whenPreviewShown } from 'shared-ui/page-preview';
import { startEarlyLoad } from './federation/early-load';
import { applyPageProtections } from './startup/protections';

if (__PAGE_PROTECTIONS__) applyPageProtections();

// A public page's preview is painted first (shared-ui page-preview.ts); then the registry and the
// first screen's remote load while the shell's own chunks download.
// Each step is a task of its own: the page stays responsive between them.
whenPreviewShown(() => {
  startEarlyLoad();
  window.setTimeout(() => void import('./bootstrap'), 0);
});
