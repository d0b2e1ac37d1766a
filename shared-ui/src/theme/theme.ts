import type { AppTheme } from './tokens';

// Every styled component of every app sees the tokens typed through `props.theme`.
declare module 'styled-components' {
  export interface DefaultTheme extends AppTheme {}
}

export {};
