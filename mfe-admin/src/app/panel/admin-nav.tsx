import { Link } from 'react-router';
import { LanguageToggle } from 'shared-ui';
import styled from 'styled-components';
import { useT } from '../../i18n';

export const ADMIN_TABS = [
  'dashboard',
  'users',
  'iaLogs',
  'adminLogs',
  'payments',
  'account',
  'settings',
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

const Nav = styled.nav`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.color.surface};
  border-right: 1px solid ${({ theme }) => theme.color.border};

  ${({ theme }) => theme.media.mobile} {
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

const Item = styled.button`
  width: 100%;
  text-align: left;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.text};
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

// The site's FR/EN toggle, in the panel's palette through its theme.
const Languages = styled(LanguageToggle)`
  align-self: flex-start;
  margin-top: ${({ theme }) => theme.space.sm};
`;

interface AdminNavProps {
  active: AdminTab;
  onSelect: (tab: AdminTab) => void;
  dark: boolean;
  onToggleDark: () => void;
}

/** The seven tabs (internal state, not routes), the dark/light toggle, "Retour au site" and FR/EN. */
export function AdminNav({ active, onSelect, dark, onToggleDark }: AdminNavProps) {
  const t = useT();
  return (
    <Nav aria-label={t.nav.label}>
      <ul>
        {ADMIN_TABS.map((tab) => (
          <li key={tab}>
            <Item
              type="button"
              aria-current={tab === active ? 'page' : undefined}
              onClick={() => onSelect(tab)}
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
    </Nav>
  );
}
