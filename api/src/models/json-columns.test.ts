import { Sequelize } from 'sequelize';
import { AdminLogModel, initModels, SiteSettingModel, UserModel } from './index';

// No connection is opened: validation runs before any query.
beforeAll(() =>
  initModels(new Sequelize('postgres://nobody@127.0.0.1:1/none', { logging: false })),
);

describe('json/jsonb columns pass the text policy recursively before any write', () => {
  it.each([
    [
      'a NUL deep in admin-log details',
      () =>
        AdminLogModel.build({
          adminUserId: '6f1c2a4e-8b7d-4c3e-9a1f-2b3c4d5e6f70',
          action: 'user.update',
          details: { changes: ['\u0000'] },
          ipAddress: null,
          userAgent: null,
        }),
    ],
    [
      'a lone surrogate as a setting value',
      () => SiteSettingModel.build({ key: 'ia_welcome_message', value: '\ud800', updatedBy: null }),
    ],
    [
      'a NUL key in iaSettings',
      () =>
        UserModel.build({
          username: 'x',
          password: 'x',
          email: null,
          iaSettings: { 'k\u0000': 1 },
          lastLoginAt: null,
          expiresAt: null,
        }),
    ],
  ])('refuses %s', async (_name, build) => {
    await expect(build().validate()).rejects.toThrow(/refused by the text policy/);
  });

  it('accepts clean values', async () => {
    await expect(
      SiteSettingModel.build({
        key: 'ia_welcome_message',
        value: 'Bienvenue\n💪',
        updatedBy: null,
      }).validate(),
    ).resolves.toBeDefined();
  });
});
