import type { AdminLogEntry } from '@zak/contract';
import { en } from '../../i18n/en';
import { fr } from '../../i18n/fr';
import { describeAdminAction } from './describe-action';

function log(action: string, details: Record<string, unknown>): AdminLogEntry {
  return {
    id: 'l1',
    createdAt: '2026-11-21T09:15:00.000Z',
    adminUserId: 'a1',
    adminUsername: 'root-admin',
    action,
    details,
    ipAddress: null,
    userAgent: null,
  };
}

describe('admin log sentences', () => {
  it.each([
    [
      'user.reset_link',
      { username: 'lucas_fit' },
      'Lien de réinitialisation créé pour lucas_fit',
      'Reset link created for lucas_fit',
    ],
    [
      'user.status',
      { username: 'lucas_fit', isActive: false },
      'Compte de lucas_fit désactivé',
      "lucas_fit's account deactivated",
    ],
    [
      'user.status',
      { username: 'lucas_fit', isActive: true },
      'Compte de lucas_fit activé',
      "lucas_fit's account activated",
    ],
    [
      'user.delete',
      { username: 'lucas_fit' },
      'Compte de lucas_fit supprimé',
      "lucas_fit's account deleted",
    ],
    [
      'user.update',
      { username: 'lucas_fit', changes: { hasIAAccess: true, expiresAt: null } },
      "Compte de lucas_fit modifié (accès IA, fin d'accès IA)",
      "lucas_fit's account edited (AI access, AI access end)",
    ],
    [
      'user.end_sessions',
      { username: 'lucas_fit', ended: 1 },
      '1 session fermée pour lucas_fit',
      '1 session ended for lucas_fit',
    ],
    [
      'user.end_sessions',
      { username: 'lucas_fit', ended: 3 },
      '3 sessions fermées pour lucas_fit',
      '3 sessions ended for lucas_fit',
    ],
    [
      'second_factor.reset',
      { username: 'lucas_fit' },
      'Double authentification de lucas_fit réinitialisée',
      "lucas_fit's two-step verification reset",
    ],
    [
      'setting.update',
      { key: 'maintenance_mode', value: true },
      'Paramètre « maintenance_mode » modifié',
      'Setting "maintenance_mode" changed',
    ],
    [
      'setting.update',
      { key: 'legal.terms.en', doc: 'terms', lang: 'en' },
      'Page « Conditions générales » modifiée (anglais)',
      'Page "Terms and conditions" edited (English)',
    ],
    [
      'payment.applied',
      { provider: 'stripe', userId: 'u1' },
      'Paiement Stripe appliqué à un compte',
      'Stripe payment applied to an account',
    ],
    ['ia_logs.export', { filters: {} }, 'Logs IA exportés', 'AI logs exported'],
    [
      'coaching.flag',
      { username: 'lea', flag: 'low-adherence', state: 'handled', snoozedUntil: null, note: '' },
      'Alerte « Adhérence faible » de lea marquée traitée',
      'lea\'s "Low adherence" marked as handled',
    ],
    [
      'coaching.flag',
      {
        username: 'lea',
        flag: 'no-check-in',
        state: 'snoozed',
        snoozedUntil: '2026-12-04',
        note: 'Appel lundi',
      },
      "Alerte « Pas de bilan » de lea reportée jusqu'au 04/12/2026 (avec une note)",
      'lea\'s "No check-in" snoozed until 04/12/2026 (with a note)',
    ],
    [
      'coaching.reply',
      { username: 'lea', date: '2026-11-20', change: 'update', body: 'Bravo' },
      'Réponse au bilan du 20/11/2026 de lea modifiée',
      "Reply to lea's check-in of 20/11/2026 updated",
    ],
    [
      'coaching.note',
      { username: 'lea', change: 'delete' },
      'Note privée supprimée du dossier de lea',
      "Private note deleted from lea's file",
    ],
    [
      'job.retry',
      { id: 'j1', queue: 'reminder-mail', error: 'SMTP down' },
      'Tâche en échec relancée (file reminder-mail)',
      'Failed job retried (queue reminder-mail)',
    ],
    [
      'legal.terms_renewal',
      { version: '2026-11-20T09:30:00.000Z', asked: 1 },
      'Nouvelle acceptation des conditions du 20/11/2026 demandée (1 membre)',
      'Members asked to accept the terms of 20/11/2026 again (1 member)',
    ],
    [
      'coaching.assign',
      { username: 'lea', coachId: 'c1' },
      'Coach de lea attribué',
      'Coach assigned to lea',
    ],
  ])('%s %j reads as a sentence in both languages', (action, details, french, english) => {
    expect(describeAdminAction(log(action, details), fr, 'fr')).toBe(french);
    expect(describeAdminAction(log(action, details), en, 'en')).toBe(english);
  });

  it('says "(inconnu)" when the details hold no username, and shows an unknown code as is', () => {
    expect(describeAdminAction(log('user.delete', {}), fr, 'fr')).toBe(
      'Compte de (inconnu) supprimé',
    );
    expect(describeAdminAction(log('future.action', {}), en, 'en')).toBe('future.action');
  });
});
