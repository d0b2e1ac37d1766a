import styled from 'styled-components';
import { Switch, useLanguage } from 'shared-ui';
import type { Texts } from '../../../i18n';
import { useCoachContext, useSwitchCoachContext } from '../api/coach-context';

/**
 * "What the coach knows": the exact text the coach is given from the member's progress tracker
 * before each answer, and the switch that stops it.
 */
export function CoachKnows({ texts, open }: { texts: Texts; open: boolean }) {
  const t = texts.settings;
  const { lang } = useLanguage();
  const view = useCoachContext(lang, open);
  const change = useSwitchCoachContext(lang);
  const enabled = view.data?.enabled ?? true;
  return (
    <Box aria-labelledby="coach-knows-title">
      <h3 id="coach-knows-title">{t.coachTitle}</h3>
      <Switch
        label={t.coachSwitch}
        checked={enabled}
        disabled={!view.data || change.isPending}
        onChange={(value) => change.mutate({ enabled: value })}
      />
      <Hint>{t.coachHint}</Hint>
      {view.isError ? (
        <Hint role="alert">{t.coachError}</Hint>
      ) : !view.data ? (
        <Hint role="status">{t.coachLoading}</Hint>
      ) : view.data.text ? (
        <Told tabIndex={0} aria-label={t.coachTitle}>
          {view.data.text}
        </Told>
      ) : (
        <Hint>{t.coachOff}</Hint>
      )}
    </Box>
  );
}

const Box = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.md};
  }
`;
const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;
const Told = styled.pre`
  margin: 0;
  max-height: 220px;
  overflow: auto;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  font-size: ${({ theme }) => theme.fontSize.sm};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;
