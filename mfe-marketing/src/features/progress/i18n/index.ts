// The tracker's own texts: kept out of the remote's main dictionaries, which every public page
// downloads, so they come with the account page's chunk.
import { createTranslations } from 'shared-ui';
import { progress as en } from './en';
import { progress as fr } from './fr';

export const { useT: useProgressT } = createTranslations({ fr, en });
