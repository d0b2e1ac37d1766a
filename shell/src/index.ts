// Entry of the shell. Protections run first (before React); the app itself loads asynchronously
// so the federation runtime negotiates shared singletons before any of them is used.
import { applyPageProtections } from './startup/protections';

if (__PAGE_PROTECTIONS__) applyPageProtections();

void import('./bootstrap');
