import { lazy, Suspense, type ReactNode } from 'react';
import styled from 'styled-components';
import { useCurrentUser } from 'shared-ui';
import { useT } from '../i18n';
import { Footer } from './footer';
import { Header } from './header';

const Main = styled.main`
  /* A full viewport: the footer starts below the fold, so the remote arriving does not shift it. */
  min-height: 100vh;
  padding-top: ${({ theme }) => theme.headerHeight};
  &:focus {
    outline: none;
  }
  /* Only what is on screen is styled, laid out and painted when a screen arrives: the sections
     after the first are rendered when scrolled near (as in the page preview, mfe-marketing's
     prerender), which keeps the first render's commit short. */
  & section ~ section {
    content-visibility: auto;
    contain-intrinsic-size: auto 720px;
  }
`;
const SkipLink = styled.a`
  position: absolute;
  left: -9999px;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.toast};
  padding: ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  &:focus {
    left: ${({ theme }) => theme.space.sm};
  }
`;

// The member tab bar (issue #38): its chunk is fetched once the user is signed in only.
const MemberTabBar = lazy(() =>
  import('./member-nav/member-nav').then((m) => ({ default: m.MemberTabBar })),
);

/** Header + main + footer around the marketing screens; a signed-in member's tab bar on a phone. */
export function PublicLayout({ children }: { children: ReactNode }) {
  const t = useT();
  const { isAuthenticated } = useCurrentUser();
  return (
    <>
      <SkipLink href="#main">{t.skipToContent}</SkipLink>
      <Header />
      <Main id="main" tabIndex={-1}>
        {children}
      </Main>
      <Footer />
      {isAuthenticated && (
        <Suspense fallback={null}>
          <MemberTabBar />
        </Suspense>
      )}
    </>
  );
}

/** Full-screen apps (chat, admin, auth) bring their own header. */
export function BareLayout({ children }: { children: ReactNode }) {
  return <main id="main">{children}</main>;
}
