import './theme';

export { darkTheme, lightTheme, themes, type AppTheme } from './tokens';
export { GlobalStyle } from './global-style';
export { ColorModeScope, type ColorMode } from './color-mode-scope';
