import type { AccountExport } from '@zak/contract';
import { AppError, forbidden } from '../../platform/app-error';
import { streamConversationsWithMessages } from '../conversations';
import { toAdminUser } from '../members';
import type { UserRecord } from '../members';
import { toMessageDto } from '../conversations';
import { exportProgress } from '../progress';
import { exportTraining } from '../training';
import { checkPassword, deleteUser, setPassword } from '../members';

/** Everything stored about a member (GDPR access/portability), never the password. */
export async function exportAccount(user: UserRecord): Promise<AccountExport> {
  const { aiAccess: _aiAccess, accessSource: _source, ...fields } = toAdminUser(user);
  const account = {
    ...fields,
    termsAcceptedAt: user.termsAcceptedAt?.toISOString() ?? null,
    termsChanged: user.termsRenewal !== null,
  };
  const conversations: AccountExport['conversations'] = [];
  for await (const c of streamConversationsWithMessages(user.id)) {
    conversations.push({
      id: c.id,
      title: c.title,
      createdAt: c.createdAt.toISOString(),
      updatedAt: c.updatedAt.toISOString(),
      messages: c.messages.map((m) => {
        const { conversationId: _c, ...message } = toMessageDto(m);
        return message;
      }),
    });
  }
  const [progress, training] = await Promise.all([
    exportProgress(user.id),
    exportTraining(user.id),
  ]);
  return { exportedAt: new Date().toISOString(), account, conversations, progress, training };
}

async function assertPassword(
  userId: string,
  password: string,
  wrong: 'passwordWrong' | 'currentPasswordWrong',
) {
  if (!(await checkPassword(userId, password))) throw new AppError(400, 'WRONG_PASSWORD', wrong);
}

export async function changePassword(
  user: UserRecord,
  currentPassword: string,
  newPassword: string,
) {
  await assertPassword(user.id, currentPassword, 'currentPasswordWrong');
  await setPassword(user.id, newPassword);
}

/** Erases the member, their conversations and messages (cascade). Administrators are refused. */
export async function deleteAccount(user: UserRecord, password: string): Promise<void> {
  if (user.role === 'admin') throw forbidden('adminCannotSelfDelete');
  await assertPassword(user.id, password, 'passwordWrong');
  await deleteUser(user.id);
}
