import { createGlobalStyle } from 'styled-components';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; scroll-behavior: smooth; }
  @media (prefers-reduced-motion: reduce) {
    html { scroll-behavior: auto; }
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
  body {
    margin: 0;
    min-height: 100vh;
    background: ${({ theme }) => theme.color.background};
    color: ${({ theme }) => theme.color.text};
    font-family: ${({ theme }) => theme.font.body};
    font-size: ${({ theme }) => theme.fontSize.md};
    line-height: ${({ theme }) => theme.lineHeight.normal};
  }
  body.zc-scroll-locked { overflow: hidden; }
  h1, h2, h3, h4 { font-family: ${({ theme }) => theme.font.heading}; line-height: ${({ theme }) => theme.lineHeight.tight}; margin: 0 0 ${({ theme }) => theme.space.md}; }
  a { color: inherit; }
  img, svg { max-width: 100%; }
  :focus-visible { outline: 3px solid ${({ theme }) => theme.color.focus}; outline-offset: 2px; }
  button, input, select, textarea { font: inherit; }
`;
