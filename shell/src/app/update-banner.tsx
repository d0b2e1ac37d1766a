import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Button } from 'shared-ui';
import { useT } from '../i18n';
import { onUpdateReady, reloadToUpdate } from '../sw/register';

const Bar = styled.div`
  position: fixed;
  inset: auto ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.md} auto;
  z-index: ${({ theme }) => theme.zIndex.toast};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceRaised};
  color: ${({ theme }) => theme.color.text};
`;

/**
 * "New version available — reload": a new deployment's service worker has installed. The page
 * is never swapped under the member; the new version takes over when they choose.
 */
export function UpdateBanner() {
  const t = useT();
  const [ready, setReady] = useState(false);
  useEffect(() => onUpdateReady(setReady), []);
  if (!ready) return null;
  return (
    <Bar role="status">
      <span>{t.update.available}</span>
      <Button size="sm" onClick={() => reloadToUpdate()}>
        {t.update.reload}
      </Button>
    </Bar>
  );
}
