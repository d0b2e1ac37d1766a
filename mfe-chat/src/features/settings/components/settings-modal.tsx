import styled from 'styled-components';
import { Modal, Switch } from 'shared-ui';
import type { Texts } from '../../../i18n';
import type { ChatSettings, FontSize } from '../../../lib/types';
import { CoachKnows } from './coach-knows';

const FONT_SIZES: readonly FontSize[] = ['small', 'medium', 'large'];

const Rows = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const Hint = styled.p`
  margin: ${({ theme }) => theme.space.xxs} 0 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Sizes = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  legend {
    font-weight: ${({ theme }) => theme.fontWeight.bold};
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
`;

const SizeButton = styled.button<{ $active: boolean }>`
  min-width: 44px;
  min-height: 44px;
  margin-right: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 2px solid ${({ theme, $active }) => ($active ? theme.color.primary : theme.color.border)};
  background: ${({ theme, $active }) => ($active ? theme.color.primary : 'transparent')};
  color: ${({ theme, $active }) => ($active ? theme.color.onPrimary : theme.color.text)};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  cursor: pointer;
`;

export interface SettingsModalProps {
  open: boolean;
  onClose: () => void;
  texts: Texts;
  settings: ChatSettings;
  onChange: (settings: ChatSettings) => void;
}

/** Settings, applied at once: structured replies, animations, font size, what the coach knows. */
export function SettingsModal({ open, onClose, texts, settings, onChange }: SettingsModalProps) {
  const t = texts.settings;
  return (
    <Modal open={open} onClose={onClose} title={t.title} maxWidth="480px">
      <Rows>
        <div>
          <Switch
            label={t.structured}
            checked={settings.structuredResponses}
            onChange={(structuredResponses) => onChange({ ...settings, structuredResponses })}
          />
          <Hint>{t.structuredHint}</Hint>
        </div>
        <div>
          <Switch
            label={t.animations}
            checked={settings.animations}
            onChange={(animations) => onChange({ ...settings, animations })}
          />
          <Hint>{settings.animations ? t.animationsOn : t.animationsOff}</Hint>
        </div>
        <Sizes>
          <legend>{t.fontSize}</legend>
          {FONT_SIZES.map((size) => (
            <SizeButton
              key={size}
              type="button"
              aria-pressed={settings.fontSize === size}
              aria-label={`${t.fontSizes[size]} (${t.fontSizeNames[size]})`}
              title={t.fontSizeNames[size]}
              $active={settings.fontSize === size}
              onClick={() => onChange({ ...settings, fontSize: size })}
            >
              {t.fontSizes[size]}
            </SizeButton>
          ))}
        </Sizes>
        <CoachKnows texts={texts} open={open} />
      </Rows>
    </Modal>
  );
}
