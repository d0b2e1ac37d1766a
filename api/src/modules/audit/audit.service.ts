import type { AdminAction } from '@zak/contract';
import { writeAdminLog } from './admin-log.repository';

/** Who acted, from where: the acting admin, the client IP (per TRUST_PROXY) and user agent
 * (the route reads them from the request: modules/members/auth.middleware actorOf). */
export interface Actor {
  userId: string;
  username: string;
  ip: string | null;
  userAgent: string | null;
}

export async function audit(
  actor: Actor,
  action: AdminAction,
  details: Record<string, unknown>,
): Promise<void> {
  await writeAdminLog({
    adminUserId: actor.userId,
    action,
    details,
    ipAddress: actor.ip,
    userAgent: actor.userAgent,
  });
}
