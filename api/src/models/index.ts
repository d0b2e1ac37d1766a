import type { Sequelize } from 'sequelize';
import { initAdminLogModel } from './admin-log.model';
import { initConversationModel } from './conversation.model';
import { initMessageModel } from './message.model';
import { initSiteSettingModel } from './site-setting.model';
import { initUserModel } from './user.model';

export { AdminLogModel } from './admin-log.model';
export { ConversationModel } from './conversation.model';
export { MessageModel } from './message.model';
export { SiteSettingModel } from './site-setting.model';
export { UserModel } from './user.model';

/** Binds every model to the process's one Sequelize instance. The schema itself comes from the migrations. */
export function initModels(sequelize: Sequelize): void {
  initUserModel(sequelize);
  initConversationModel(sequelize);
  initMessageModel(sequelize);
  initAdminLogModel(sequelize);
  initSiteSettingModel(sequelize);
}
