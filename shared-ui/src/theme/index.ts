import './theme';

export { darkTheme, lightTheme, themes, type AppTheme } from './tokens';
export { GlobalStyle } from './global-style';
