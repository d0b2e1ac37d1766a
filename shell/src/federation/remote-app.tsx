import {
  Component,
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useState,
} from 'react';
import type { ComponentType, ErrorInfo, ReactNode } from 'react';
import styled from 'styled-components';
import { Button, dropPagePreview, pagePreview, Spinner, useLanguage } from 'shared-ui';
import { useT } from '../i18n';
import type { RemoteId } from './registry-document';
import { reportRemote } from './remote-status';
import { loadRemoteApp } from './runtime';

const Box = styled.section`
  max-width: 640px;
  margin: ${({ theme }) => theme.space.xxl} auto;
  padding: ${({ theme }) => theme.space.xl};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  text-align: center;
`;
const Center = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xxl} 0;
  min-height: 50vh;
`;

/** A remote's name in the fallback: the known ones are translated, a later one shows its key. */
function remoteName(names: Readonly<Record<string, string>>, remote: RemoteId): string {
  return Object.hasOwn(names, remote) ? (names[remote] ?? remote) : remote;
}

/** The in-page fallback of a remote that failed to load: bilingual, with a retry button. */
export function RemoteFallback({ remote, onRetry }: { remote: RemoteId; onRetry: () => void }) {
  const t = useT();
  return (
    <Box role="alert" aria-labelledby={`remote-failed-${remote}`} data-remote-fallback={remote}>
      <h2 id={`remote-failed-${remote}`}>{t.remote.failedTitle}</h2>
      <p>
        {remoteName(t.remote.names, remote)} — {t.remote.failedText}
      </p>
      <Button onClick={onRetry}>{t.remote.retry}</Button>
    </Box>
  );
}

interface BoundaryProps {
  children: ReactNode;
  onError: (error: Error) => void;
  resetKey: number;
}

/** Catches render errors and lazy-chunk failures inside a loaded remote. */
class RemoteBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.warn('[remote] render failed', error, info.componentStack);
    this.props.onError(error);
  }

  override componentDidUpdate(prev: BoundaryProps) {
    if (prev.resetKey !== this.props.resetKey && this.state.failed)
      this.setState({ failed: false });
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

type State =
  { attempt: number; status: 'ready'; App: ComponentType } | { attempt: number; status: 'failed' };

/**
 * Loads `<remote>/App` through the run-time registry and renders it. A failure (remote down, 404,
 * network error, chunk error after a redeploy) is retried once with a fresh registry; if that fails
 * too, the bilingual fallback with a retry button replaces only this remote.
 */
export function RemoteApp({ remote }: { remote: RemoteId }) {
  const t = useT();
  const { lang } = useLanguage();
  // The settled result of the latest attempt; an older attempt's result means "loading".
  const [settled, setSettled] = useState<State | null>(null);
  const [attempt, setAttempt] = useState(0);
  const state = settled?.attempt === attempt ? settled : null;

  useEffect(() => {
    let cancelled = false;
    const fresh = attempt > 0;
    loadRemoteApp(remote, { fresh })
      .catch(() => loadRemoteApp(remote, { fresh: true }))
      .then(
        (App) => {
          reportRemote(remote, true);
          // A transition: the remote's first render (a whole page) is sliced into short tasks
          // instead of blocking the main thread until it is done.
          if (!cancelled) startTransition(() => setSettled({ attempt, status: 'ready', App }));
        },
        (error: unknown) => {
          console.warn(`[remote] ${remote} unavailable`, error);
          reportRemote(remote, false);
          if (!cancelled) setSettled({ attempt, status: 'failed' });
        },
      );
    return () => {
      cancelled = true;
    };
  }, [remote, attempt]);

  // The page preview (shared-ui page-preview.ts) stays over the page until the remote's screen, or
  // its fallback, is committed: dropped in the same commit, before the browser paints, so the
  // visitor never sees the page disappear.
  const settledStatus = state?.status;
  useLayoutEffect(() => {
    if (settledStatus) dropPagePreview();
  }, [settledStatus]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const [renderFailures, setRenderFailures] = useState(0);
  const onRenderError = useCallback(() => {
    // First render/chunk failure: reload once with a fresh registry; then show the fallback.
    setRenderFailures((n) => n + 1);
    if (renderFailures === 0) setAttempt((n) => n + 1);
    else setSettled({ attempt, status: 'failed' });
  }, [renderFailures, attempt]);

  if (!state) {
    // Under a page preview the page is already on screen: a spinner there would be covered, and
    // its endless animation would still make the browser composite a frame for each of its turns
    // (main-thread and compositor work that competes with the start-up's).
    return <Center>{pagePreview(lang) ? null : <Spinner label={t.remote.loading} />}</Center>;
  }
  if (state.status === 'failed') {
    return (
      <RemoteFallback
        remote={remote}
        onRetry={() => {
          setRenderFailures(0);
          retry();
        }}
      />
    );
  }
  const { App } = state;
  return (
    <RemoteBoundary onError={onRenderError} resetKey={attempt}>
      <App />
    </RemoteBoundary>
  );
}
