import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import type { LegalDoc } from '@zak/contract';
import { ROUTES, Spinner } from 'shared-ui';
import { brand } from '../lib/brand';
import { AuthPage } from '../features/auth/components/auth-page';
import { ContactPage } from '../features/contact/components/contact-page';
import { HomePage } from '../features/home/components/home-page';
import { InfoPage } from '../features/info/components/info-page';
import { NotFoundPage } from '../features/not-found/components/not-found-page';
import { LegalFrame } from '../features/legal/components/legal-frame';
import { PrivacyPage } from '../features/legal/components/privacy-page';

// The member area (forms, guides, the tracker) is only for signed-in members: kept out of the
// public pages' JS (one chunk for its three screens).
const AccountScreen = lazy(() =>
  import('./member-screens').then((m) => ({ default: m.AccountScreen })),
);
const MemberHomeScreen = lazy(() =>
  import('./member-screens').then((m) => ({ default: m.MemberHomeScreen })),
);
const ProgressScreen = lazy(() =>
  import('./member-screens').then((m) => ({ default: m.ProgressScreen })),
);

// The account-recovery screens (issue 19): reached from a mail or the sign-in form.
const ForgotPasswordPage = lazy(() =>
  import('../features/account/recovery/components/forgot-password-page').then((m) => ({
    default: m.ForgotPasswordPage,
  })),
);
const ResetPasswordPage = lazy(() =>
  import('../features/account/recovery/components/reset-password-page').then((m) => ({
    default: m.ResetPasswordPage,
  })),
);
const VerifyEmailPage = lazy(() =>
  import('../features/account/recovery/components/verify-email-page').then((m) => ({
    default: m.VerifyEmailPage,
  })),
);

// The legal pages (issue 17): their chunk, and the markdown renderer's, load with them only. The
// frame (heading, the text's box) is drawn meanwhile, as in the page preview.
const LegalPage = lazy(() =>
  import('../features/legal/components/legal-page').then((m) => ({ default: m.LegalPage })),
);

function Legal({ doc }: { doc: LegalDoc }) {
  return (
    <Suspense fallback={<LegalFrame doc={doc} />}>
      <LegalPage doc={doc} />
    </Suspense>
  );
}

function Lazy({ page: Page }: { page: ComponentType }) {
  return (
    <Suspense fallback={<Spinner />}>
      <Page />
    </Suspense>
  );
}

/** The marketing screens, relative to wherever the shell mounts the remote ("/*"). */
export function MarketingRoutes() {
  return (
    <Routes>
      <Route index element={<HomePage />} />
      <Route path={brand.infoSlug} element={<InfoPage />} />
      <Route path="contact" element={<ContactPage />} />
      <Route path="auth" element={<AuthPage />} />
      <Route path="login" element={<AuthPage />} />
      <Route path="account" element={<Lazy page={AccountScreen} />} />
      <Route path="mon-compte" element={<Lazy page={AccountScreen} />} />
      <Route path="accueil" element={<Lazy page={MemberHomeScreen} />} />
      <Route path="home" element={<Lazy page={MemberHomeScreen} />} />
      <Route path="progres" element={<Lazy page={ProgressScreen} />} />
      <Route path="progress" element={<Lazy page={ProgressScreen} />} />
      <Route path="privacy" element={<PrivacyPage />} />
      <Route path={ROUTES.legalNotice.slice(1)} element={<Legal doc="legal-notice" />} />
      <Route path={ROUTES.terms.slice(1)} element={<Legal doc="terms" />} />
      <Route path="forgot-password" element={<Lazy page={ForgotPasswordPage} />} />
      <Route path="reset-password" element={<Lazy page={ResetPasswordPage} />} />
      <Route path="verify-email" element={<Lazy page={VerifyEmailPage} />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
