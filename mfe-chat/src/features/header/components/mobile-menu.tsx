import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, ButtonLink, LanguageToggle, Modal } from 'shared-ui';
import type { Texts } from '../../../i18n';
import type { HeaderActions } from './chat-header';

const Items = styled.nav`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

export interface MobileMenuProps extends HeaderActions {
  open: boolean;
  onClose: () => void;
  texts: Texts;
  username: string | null;
}

/** The mobile menu overlay: language, AI access, profile, new conversation, history, settings, export, back. */
export function MobileMenu({ open, onClose, texts, username, ...actions }: MobileMenuProps) {
  const t = texts.header;
  // Picking an entry closes the menu first, then runs it.
  const pick = (action: () => void) => () => {
    onClose();
    action();
  };
  return (
    <Modal open={open} onClose={onClose} title={t.menu} maxWidth="420px">
      <Items aria-label={t.menu}>
        <LanguageToggle />
        <ButtonLink as={Link} to="/ia" $variant="secondary" onClick={onClose}>
          {t.aiAccess}
        </ButtonLink>
        <ButtonLink as={Link} to="/account" $variant="secondary" onClick={onClose}>
          {username ?? t.profile}
        </ButtonLink>
        <Button block onClick={pick(actions.onNewConversation)}>
          {t.newConversation}
        </Button>
        <Button block variant="secondary" onClick={pick(actions.onHistory)}>
          {t.history}
        </Button>
        <Button block variant="secondary" onClick={pick(actions.onSettings)}>
          {t.settings}
        </Button>
        <Button block variant="secondary" onClick={pick(actions.onExport)}>
          {t.export}
        </Button>
        <Button block variant="ghost" onClick={pick(actions.onBack)}>
          {t.back}
        </Button>
      </Items>
    </Modal>
  );
}
