import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { IconButton, LanguageToggle, brand } from 'shared-ui';
import { useT } from '../i18n';
import { MobileMenu } from './mobile-menu';
import { NavItems } from './nav-items';

export const SCROLL_THRESHOLD_PX = 50;

const Bar = styled.header<{ $scrolled: boolean }>`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  height: ${({ theme }) => theme.headerHeight};
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: 0 ${({ theme }) => theme.space.lg};
  background: ${({ theme, $scrolled }) => ($scrolled ? theme.color.headerScrolled : theme.color.headerTop)};
  box-shadow: ${({ theme, $scrolled }) => ($scrolled ? theme.shadow.md : 'none')};
  backdrop-filter: blur(8px);
  transition: background ${({ theme }) => theme.transition.normal};
  ${({ theme }) => theme.media.mobile} {
    padding: 0 ${({ theme }) => theme.space.md};
  }
`;
const Logo = styled(Link)`
  font-family: ${({ theme }) => theme.font.heading};
  font-size: ${({ theme }) => theme.fontSize.xl};
  font-weight: ${({ theme }) => theme.fontWeight.black};
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
  text-transform: uppercase;
  letter-spacing: 0.02em;
  /* One line, whatever the width left by the controls (tooling/index.html's brand bar matches). */
  white-space: nowrap;
  flex-shrink: 0;
  line-height: 1;
  span {
    color: ${({ theme }) => theme.color.primary};
  }
  /*
   * Smaller on phones to stay on one line beside the controls, but not under 19 px: the red
   * "COACHING" on the dark bar (4.06:1) passes only as large bold text (>= 14 pt, 18.66 px).
   */
  ${({ theme }) => theme.media.mobile} {
    font-size: 1.1875rem;
  }
`;
const DesktopNav = styled.nav`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  ${({ theme }) => theme.media.mobile} {
    display: none;
  }
`;
const MobileOnly = styled.div`
  display: none;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  ${({ theme }) => theme.media.mobile} {
    display: flex;
  }
`;
const Burger = styled.span`
  display: block;
  width: 22px;
  height: 2px;
  background: currentColor;
  box-shadow:
    0 -7px 0 currentColor,
    0 7px 0 currentColor;
`;

/** The public header: fixed, stronger background past 50 px of scroll, FR/EN, mobile menu. */
export function Header() {
  const t = useT();
  const [scrolled, setScrolled] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  // The menu is open for the path it was opened on: a route change closes it.
  const [menuPath, setMenuPath] = useState<string | null>(null);
  const menuOpen = menuPath === pathname;
  const setMenuOpen = (open: boolean) => setMenuPath(open ? pathname : null);

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > SCROLL_THRESHOLD_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  return (
    <Bar $scrolled={scrolled} data-scrolled={scrolled}>
      <Logo to="/" aria-label={t.brandHome}>
        Zak <span>Coaching</span>
      </Logo>
      <DesktopNav aria-label={t.nav.label}>
        <NavItems />
        <LanguageToggle />
      </DesktopNav>
      <MobileOnly>
        <LanguageToggle />
        <IconButton
          ref={menuButton}
          label={menuOpen ? t.nav.closeMenu : t.nav.openMenu}
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpen(!menuOpen)}
        >
          <Burger aria-hidden="true" />
        </IconButton>
      </MobileOnly>
      <MobileMenu
        open={menuOpen}
        onClose={() => {
          setMenuOpen(false);
          menuButton.current?.focus();
        }}
        title={`${brand.name} — ${t.nav.menu}`}
      />
    </Bar>
  );
}
