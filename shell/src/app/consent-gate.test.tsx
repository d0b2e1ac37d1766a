import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { useCurrentUser } from 'shared-ui';
import { fakeUser, installFakeApi, renderWithProviders } from 'shared-ui/testing';
import { ConsentGate } from './consent-gate';

/** Says when GET /api/auth/user has answered: the gate has decided by then. */
function UserSettled() {
  const { isPending } = useCurrentUser();
  return isPending ? null : <p>user settled</p>;
}

function renderTraining(user: ReturnType<typeof fakeUser> | null) {
  installFakeApi({
    'GET /api/auth/user': () =>
      user ? { body: user } : { status: 401, body: { message: 'Non authentifié' } },
  });
  return renderWithProviders(
    <>
      <UserSettled />
      <Routes>
        <Route
          path="/entrainement/*"
          element={
            <ConsentGate>
              <p>training remote</p>
            </ConsentGate>
          }
        />
        <Route path="/account" element={<p>account page</p>} />
      </Routes>
    </>,
    { route: '/entrainement' },
  );
}

describe('ConsentGate (the remotes of the member area)', () => {
  test.each([
    ['never answered', { termsAcceptedAt: null }],
    ['asked again after a change to the terms', { termsChanged: true }],
  ])('a member who %s answers on the account page first', async (_case, over) => {
    renderTraining(fakeUser(over));
    expect(await screen.findByText('account page')).toBeInTheDocument();
    expect(screen.queryByText('training remote')).toBeNull();
  });

  test.each([
    ['a member who accepted', fakeUser()],
    [
      'a coach who never answered (staff are not asked)',
      fakeUser({ role: 'coach', termsAcceptedAt: null }),
    ],
    ['an anonymous visitor (the remote handles them)', null],
  ])('%s goes on to the page', async (_case, user) => {
    renderTraining(user);
    await screen.findByText('user settled');
    expect(screen.getByText('training remote')).toBeInTheDocument();
    expect(screen.queryByText('account page')).toBeNull();
  });
});
