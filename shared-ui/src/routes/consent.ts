/**
 * A member (not staff) who must answer the 18+ confirmation and the terms before the member area:
 * never answered (signed up before the sign-up's boxes existed, or through a client without them),
 * or asked again since the administrator changed the terms (`termsChanged`). The account page asks;
 * the shell sends the member's other pages there first.
 */
export function needsConsent(user: {
  role: string;
  termsAcceptedAt: string | null;
  termsChanged: boolean;
}): boolean {
  return user.role === 'user' && (user.termsAcceptedAt === null || user.termsChanged);
}
