// The member navigation (issue #38): on a phone, a bottom tab bar on the member's screens; on a
// desktop, the same destinations in the header. Loaded (React.lazy, layout/public-layout.tsx and
// nav-items.tsx) only once the user is signed in: the visitor's first load of "/" has none of it.
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled, { createGlobalStyle } from 'styled-components';
import { useLanguage } from 'shared-ui';
import { downRemotes, probeRemotes, subscribeRemoteStatus } from '../../federation/remote-status';
import { isUnder } from '../../federation/remote-routes';
import { useRegistry } from '../../federation/use-registry';
import { useT } from '../../i18n';
import { memberTabs, type MemberTab } from './tabs';

/** The bar's height above the phone's safe area. */
const BAR_HEIGHT = '64px';
/**
 * Where the header has room for every member link (the home and progress links beside the
 * remotes' and the account's): from 1024 px. Below, the tab bar takes them (a tablet too).
 */
const WIDE = '@media (min-width: 1024px)';
const NARROW = '@media (max-width: 1023.98px)';

function useMemberTabs(): MemberTab[] {
  const registry = useRegistry();
  const { lang } = useLanguage();
  const { pathname } = useLocation();
  const down = useSyncExternalStore(subscribeRemoteStatus, downRemotes, downRemotes);
  // Each remote with a tab is asked once whether it answers (the registry's remotes only: the
  // built-in defaults are what the shell assumes while the registry is on its way); one found
  // down is asked again at a navigation a minute later or more.
  useEffect(() => {
    if (!registry) return;
    const remotes = new Set(memberTabs(registry, 'fr').map((tab) => tab.remote));
    void probeRemotes(
      [...remotes].flatMap((remote) => {
        const entry = registry.remotes[remote]?.entry;
        return entry ? [{ remote, entry }] : [];
      }),
    );
  }, [registry, pathname]);
  return memberTabs(registry, lang === 'en' ? 'en' : 'fr', down);
}

/**
 * The space the bar takes at the bottom of the screen, for the remotes' own bars stuck to the
 * bottom (the training's rest timer: `bottom: var(--member-tabs-space, 0px)`).
 */
export const TABS_SPACE_VAR = '--member-tabs-space';

/** Simple line icons; a later remote's tab without one gets a dot. */
const ICONS: Readonly<Record<string, string>> = {
  home: 'M4 11l8-7 8 7v9h-5v-6H9v6H4z',
  training: 'M2 10h3v4H2zM19 10h3v4h-3zM5 7h3v10H5zM16 7h3v10h-3zM8 11h8v2H8z',
  progress: 'M3 20h18M5 16l5-5 4 3 6-7',
  coach: 'M4 5h16v11H9l-5 4z',
  account: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
};

function TabIcon({ id }: { id: string }) {
  const d = ICONS[id];
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      {d ? (
        <path d={d} fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      ) : (
        <circle cx="12" cy="12" r="4" fill="currentColor" />
      )}
    </svg>
  );
}

/**
 * The bottom tab bar, on phones and tablets (under 1024 px) and on the member's own screens only (a tab's
 * page or below it): the public marketing pages keep the spec's header and footer alone. The
 * current tab is marked (aria-current="page"); the bar sits above the phone's safe area.
 */
export function MemberTabBar() {
  const t = useT();
  const tabs = useMemberTabs();
  const { pathname } = useLocation();
  if (tabs.length === 0 || !tabs.some((tab) => isUnder(pathname, tab.paths))) return null;
  return (
    <>
      <TabsSpace />
      <Spacer aria-hidden="true" />
      <Bar aria-label={t.nav.member} data-member-tabs>
        <List>
          {tabs.map((tab) => {
            const current = isUnder(pathname, tab.paths);
            return (
              <li key={tab.id}>
                <Tab
                  to={tab.to}
                  aria-current={current ? 'page' : undefined}
                  data-member-tab={tab.id}
                >
                  <TabIcon id={tab.id} />
                  <span>{tab.label}</span>
                </Tab>
              </li>
            );
          })}
        </List>
      </Bar>
    </>
  );
}

/**
 * The tabs the header does not already link to (its remotes' links and the account button):
 * the member home and the progress screen, so a desktop reaches every tab's screen from the header.
 */
export function MemberHeaderLinks({
  covered,
  render,
}: {
  /** Paths the header already links to. */
  covered: readonly string[];
  /** The header's own link, drawn for a tab (current: the tab's page is open). */
  render: (tab: MemberTab, current: boolean) => ReactNode;
}) {
  const tabs = useMemberTabs();
  const { pathname } = useLocation();
  return (
    <WideOnly>
      {tabs
        .filter((tab) => !tab.paths.some((path) => covered.includes(path)))
        .map((tab) => render(tab, isUnder(pathname, tab.paths)))}
    </WideOnly>
  );
}

const WideOnly = styled.span`
  display: contents;
  ${NARROW} {
    display: none;
  }
`;
/* Keeps the end of the page (the footer) clear of the bar. */
const Spacer = styled.div`
  height: calc(${BAR_HEIGHT} + env(safe-area-inset-bottom, 0px));
  ${WIDE} {
    display: none;
  }
`;
/* While the bar is on screen; from 1024 px it is hidden: nothing to keep clear. */
const TabsSpace = createGlobalStyle`
  :root {
    ${TABS_SPACE_VAR}: calc(${BAR_HEIGHT} + env(safe-area-inset-bottom, 0px));
  }
  /* On a member screen on a phone the footer keeps its links, social icons, warning and
     copyright, not the brand's blurb (the member screens kept within a few screens, #38). */
  ${NARROW} {
    [data-footer-blurb] {
      display: none;
    }
  }
  ${WIDE} {
    :root {
      ${TABS_SPACE_VAR}: 0px;
    }
  }
`;
const Bar = styled.nav`
  position: fixed;
  inset: auto 0 0 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  padding-bottom: env(safe-area-inset-bottom, 0px);
  background: ${({ theme }) => theme.color.headerScrolled};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  backdrop-filter: blur(8px);
  /* On a wide screen the header links to the same screens. */
  ${WIDE} {
    display: none;
  }
`;
const List = styled.ul`
  display: grid;
  grid-auto-columns: minmax(0, 1fr);
  grid-auto-flow: column;
  margin: 0;
  padding: 0;
  list-style: none;
`;
const Tab = styled(Link)`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 2px;
  height: ${BAR_HEIGHT};
  padding: 0 1px;
  color: ${({ theme }) => theme.color.textMuted};
  /* A phone's tab bar size (iOS 10 pt, Android 12 sp): "Entraînement" whole in a fifth of 390 px. */
  font-size: 0.6875rem;
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  text-decoration: none;
  span {
    max-width: 100%;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  /* The current tab: its colour and a bar above it, not a bolder (wider) label. */
  &[aria-current='page'] {
    color: ${({ theme }) => theme.color.accent};
    box-shadow: inset 0 2px 0 ${({ theme }) => theme.color.accent};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.accent};
    outline-offset: -4px;
  }
`;
