import { useState } from 'react';
import styled from 'styled-components';
import { Badge, Button, IconButton, LanguageToggle } from 'shared-ui';
import type { Texts } from '../../../i18n';
import { MenuIcon } from '../../../lib/icons';
import { MobileMenu } from './mobile-menu';

const Bar = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
`;

const Title = styled.h1`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  font-family: ${({ theme }) => theme.font.heading};
  font-size: ${({ theme }) => theme.fontSize.xl};
`;

// shared-ui's primary badge (#f4f4f5 on #dc2626, 12 px) is under 4.5:1; the darker red passes.
const ProBadge = styled(Badge)`
  background: ${({ theme }) => theme.color.primaryHover};
  border-color: ${({ theme }) => theme.color.primaryHover};
  color: ${({ theme }) => theme.color.onPrimary};
`;

const Actions = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

export interface HeaderActions {
  onNewConversation: () => void;
  onHistory: () => void;
  onSettings: () => void;
  onExport: () => void;
  onBack: () => void;
}

export interface ChatHeaderProps extends HeaderActions {
  texts: Texts;
  isMobile: boolean;
  username: string | null;
}

/** Title, "pro" badge and the actions: buttons on desktop, a menu overlay under 768 px. */
export function ChatHeader({ texts, isMobile, username, ...actions }: ChatHeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const t = texts.header;
  return (
    <Bar>
      <Title>
        {texts.title}
        <ProBadge $tone="primary">{texts.badge}</ProBadge>
      </Title>
      {isMobile ? (
        <>
          <IconButton
            label={t.openMenu}
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen(true)}
          >
            <MenuIcon />
          </IconButton>
          <MobileMenu
            open={menuOpen}
            onClose={() => setMenuOpen(false)}
            texts={texts}
            username={username}
            {...actions}
          />
        </>
      ) : (
        <Actions aria-label={t.menu}>
          <LanguageToggle />
          <Button size="sm" onClick={actions.onNewConversation}>
            {t.newConversation}
          </Button>
          <Button size="sm" variant="secondary" onClick={actions.onHistory}>
            {t.history}
          </Button>
          <Button size="sm" variant="secondary" onClick={actions.onSettings}>
            {t.settings}
          </Button>
          <Button size="sm" variant="secondary" onClick={actions.onExport}>
            {t.export}
          </Button>
          <Button size="sm" variant="ghost" onClick={actions.onBack}>
            {t.back}
          </Button>
        </Actions>
      )}
    </Bar>
  );
}
