import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { LanguageToggle } from 'shared-ui';
import styled from 'styled-components';
import { useT } from '../../i18n';

export const ADMIN_TABS = [
  'dashboard',
  'users',
  'coaching',
  'iaLogs',
  'adminLogs',
  'payments',
  'account',
  'settings',
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];
/** A coach sees the coach desk and nothing else of the panel (issue 36). */
export const COACH_TABS: readonly AdminTab[] = ['coaching'];

const Nav = styled.nav`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.color.surface};
  border-right: 1px solid ${({ theme }) => theme.color.border};

  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
    border-right: 0;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }

  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${({ theme }) => theme.space.xxs};
  }

  hr {
    width: 100%;
    border: 0;
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }
`;

// Below 768 px the menu folds behind its button (it stacked ~455 px tall at 390 px); from 768 px
// it is always open and the button is not shown.
const Menu = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};

  ${({ theme }) => theme.media.mobile} {
    &[data-open='false'] {
      display: none;
    }
    padding-bottom: ${({ theme }) => theme.space.xs};
  }
`;

const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};

  ${({ theme }) => theme.media.desktop} {
    display: none;
  }
`;

const Title = styled.span`
  font-family: ${({ theme }) => theme.font.heading};
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
`;

// The nav's items are buttons of the site: the same weight as shared-ui's Button.
const Item = styled.button`
  width: 100%;
  min-height: 44px;
  text-align: left;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  text-decoration: none;
  cursor: pointer;

  &[aria-current='page'] {
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.onPrimary};
  }

  &:hover:not([aria-current='page']) {
    background: ${({ theme }) => theme.color.surfaceRaised};
  }
`;

const MenuButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 2px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  cursor: pointer;
`;

// The site's FR/EN toggle, in the panel's palette through its theme.
const Languages = styled(LanguageToggle)`
  align-self: flex-start;
  margin-top: ${({ theme }) => theme.space.sm};
`;

interface AdminNavProps {
  /** The tabs this reader may open (every tab for an administrator, the desk for a coach). */
  tabs?: readonly AdminTab[];
  active: AdminTab;
  onSelect: (tab: AdminTab) => void;
  dark: boolean;
  onToggleDark: () => void;
}

/**
 * The tabs (internal state, not routes), the dark/light toggle, "Retour au site" and FR/EN.
 * Below 768 px they fold behind a "Menu" button that closes again once a tab is chosen.
 */
export function AdminNav({
  tabs = ADMIN_TABS,
  active,
  onSelect,
  dark,
  onToggleDark,
}: AdminNavProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const toggle = useRef<HTMLButtonElement>(null);

  function choose(tab: AdminTab) {
    onSelect(tab);
    // On a phone the chosen tab's button disappears with the menu: focus goes back to the toggle.
    if (open) {
      setOpen(false);
      toggle.current?.focus();
    }
  }

  function closeOnEscape(event: KeyboardEvent) {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    toggle.current?.focus();
  }

  return (
    <Nav aria-label={t.nav.label} onKeyDown={closeOnEscape}>
      <Bar>
        <Title>{t.nav.title}</Title>
        <MenuButton
          ref={toggle}
          type="button"
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={t.nav.menuLabel}
          onClick={() => setOpen((wasOpen) => !wasOpen)}
        >
          <span aria-hidden="true">{open ? '✕' : '☰'}</span>
          {t.nav.menu}
        </MenuButton>
      </Bar>
      <Menu id={menuId} data-open={open}>
        <ul>
          {tabs.map((tab) => (
            <li key={tab}>
              <Item
                type="button"
                aria-current={tab === active ? 'page' : undefined}
                onClick={() => choose(tab)}
              >
                {t.nav[tab]}
              </Item>
            </li>
          ))}
        </ul>
        <hr />
        <Item type="button" onClick={onToggleDark}>
          {dark ? t.nav.lightMode : t.nav.darkMode}
        </Item>
        <Item as={Link} to="/">
          {t.nav.backToSite}
        </Item>
        <Languages />
      </Menu>
    </Nav>
  );
}
