export { SessionPage, type StartRequest } from './components/session-page';
export { readDraft } from './lib/storage';
export { RefusedSets } from './components/refused-sets';
