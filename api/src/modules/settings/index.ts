// Settings and legal texts: the public settings, the AI switch, the legal pages.
// What other modules and app.ts may use; the rest of the folder is this module's own.

// Registers this module's messages in the one lookup (platform/messages) for whoever uses it.
import './messages';

export { adminLegalRouter, legalRouter } from './legal.routes';
export { currentTermsVersion } from './legal.service';
export { assertAiEnabled, getAdminSettings, updateSetting } from './setting.service';
export { settingsRouter } from './settings.routes';
