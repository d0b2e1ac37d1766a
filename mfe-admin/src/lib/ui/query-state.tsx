import type { ReactNode } from 'react';
import { Button } from 'shared-ui';
import { useT } from '../../i18n';
import { ErrorText, Muted } from './layout';

interface QueryStateProps {
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  loadingText?: string;
  children: ReactNode;
}

/** Loading and error states shared by every tab; `children` render once data is there. */
export function QueryState({
  isPending,
  isError,
  onRetry,
  loadingText,
  children,
}: QueryStateProps) {
  const t = useT();
  if (isPending) {
    return (
      <Muted role="status" aria-live="polite">
        {loadingText ?? t.common.loading}
      </Muted>
    );
  }
  if (isError) {
    return (
      <div role="alert">
        <ErrorText>{t.common.loadError}</ErrorText>
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {t.common.retry}
        </Button>
      </div>
    );
  }
  return <>{children}</>;
}
