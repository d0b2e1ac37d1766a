import { setRuntimeConfig, type RuntimeConfig } from '../brand';
import { fakeUser } from '../testing/fake-api';
import { canOpenAdminPanel, fixedAdminUsername, isCoach } from './admin-access';

const adminUser = fakeUser({ id: 'admin-1', username: 'admin', role: 'admin', isAdmin: true });

describe('who may open the admin panel', () => {
  afterEach(() => setRuntimeConfig({}));

  it('lets in the fixed administrator only', () => {
    expect(canOpenAdminPanel(adminUser)).toBe(true);
    expect(canOpenAdminPanel(null)).toBe(false);
    expect(canOpenAdminPanel({ ...adminUser, role: 'user', isAdmin: false })).toBe(false);
    expect(canOpenAdminPanel({ ...adminUser, isAdmin: false })).toBe(false);
    expect(canOpenAdminPanel({ ...adminUser, username: 'deputy' })).toBe(false);
  });

  it('lets a coach in too (the panel then shows the coach desk alone)', () => {
    const coach = { ...adminUser, username: 'coach-ana', role: 'coach' as const, isAdmin: false };
    expect(isCoach(coach)).toBe(true);
    expect(canOpenAdminPanel(coach)).toBe(true);
    expect(isCoach(adminUser)).toBe(false);
  });

  it('follows the administrator name the server configured (ADMIN_USERNAME) when the runtime config carries it', () => {
    expect(fixedAdminUsername()).toBe('admin');
    setRuntimeConfig({ adminUsername: 'coach-zak' } as RuntimeConfig);
    expect(fixedAdminUsername()).toBe('coach-zak');
    expect(canOpenAdminPanel({ ...adminUser, username: 'coach-zak' })).toBe(true);
    expect(canOpenAdminPanel(adminUser)).toBe(false);
  });
});
