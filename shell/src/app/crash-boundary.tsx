import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { getT } from '../i18n';
import { storedLanguage } from 'shared-ui';

/** Last-resort boundary around the whole shell (no theme assumptions: plain markup). */
export class CrashBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.warn('[shell] crashed', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const t = getT(storedLanguage());
    return (
      <div role="alert" style={{ padding: '3rem 1rem', textAlign: 'center' }}>
        <h1>{t.crash.title}</h1>
        <button type="button" onClick={() => window.location.reload()}>
          {t.crash.reload}
        </button>
      </div>
    );
  }
}
