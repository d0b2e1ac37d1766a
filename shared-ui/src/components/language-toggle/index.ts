export { LanguageToggle } from './language-toggle';
