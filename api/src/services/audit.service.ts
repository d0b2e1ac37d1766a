import type { Request } from 'express';
import type { AdminAction } from '../contract';
import { writeAdminLog } from '../repositories/admin-log.repository';

/** Who acted, from where: the acting admin, the client IP (per TRUST_PROXY) and user agent. */
export interface Actor {
  userId: string;
  username: string;
  ip: string | null;
  userAgent: string | null;
}

export function actorOf(req: Request): Actor {
  if (!req.user) throw new Error('actorOf() needs a signed-in user');
  return {
    userId: req.user.id,
    username: req.user.username,
    ip: req.ip ?? null,
    userAgent: req.get('user-agent')?.slice(0, 500) ?? null,
  };
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
