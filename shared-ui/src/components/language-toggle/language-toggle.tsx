import styled from 'styled-components';
import { useLanguage, LANGS } from '../../i18n/language';
import { useSharedT } from '../../i18n/shared-dictionary';

const Group = styled.div`
  display: inline-flex;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  overflow: hidden;
`;
const Option = styled.button<{ $active: boolean }>`
  min-width: 44px;
  min-height: 36px;
  border: 0;
  cursor: pointer;
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  font-size: ${({ theme }) => theme.fontSize.sm};
  background: ${({ theme, $active }) => ($active ? theme.color.primary : 'transparent')};
  color: ${({ theme, $active }) => ($active ? theme.color.onPrimary : theme.color.text)};
`;

/** FR/EN toggle: two buttons, the current language pressed. Persists through useLanguage. */
export function LanguageToggle({ className }: { className?: string }) {
  const { lang, setLang } = useLanguage();
  const t = useSharedT();
  return (
    <Group role="group" aria-label={t.language} className={className}>
      {LANGS.map((l) => (
        <Option
          key={l}
          type="button"
          lang={l}
          aria-pressed={lang === l}
          title={t.switchTo(t.languageNames[l])}
          $active={lang === l}
          onClick={() => setLang(l)}
        >
          {l.toUpperCase()}
        </Option>
      ))}
    </Group>
  );
}
