import type { PaymentEventResult } from '@zak/contract';
import { useLanguage } from 'shared-ui';

// Texts of the "Abonnements" / "Subscriptions" tab (issue 20), in both languages.
const fr = {
  title: 'Abonnements',
  intro:
    "Les paiements reçus des boutiques (Stripe, Shopify, webhook signé) activent et arrêtent l'accès IA d'eux-mêmes. Un paiement sans membre reconnu attend ici qu'un administrateur l'attribue.",
  unmatchedTitle: 'Paiements non attribués',
  unmatchedEmpty: 'Aucun paiement en attente.',
  unmatchedCaption: 'Paiements reçus sans membre reconnu',
  eventsTitle: 'Derniers paiements reçus',
  eventsCaption: 'Événements des boutiques, les plus récents en premier',
  eventsEmpty: "Aucun paiement reçu pour l'instant.",
  entitlementsTitle: 'Accès par membre',
  entitlementsCaption: 'Accès IA de chaque membre, par source',
  entitlementsEmpty: 'Aucun accès enregistré.',
  received: 'Reçu le',
  provider: 'Source',
  type: 'Événement',
  payer: 'Payeur',
  amount: 'Montant',
  result: 'Résultat',
  member: 'Membre',
  periodEnd: 'Fin de période',
  status: 'Statut',
  renewing: 'Renouvellement',
  effective: 'Actif',
  ended: 'Terminé',
  noEnd: 'Sans fin',
  attach: 'Attribuer à un membre',
  attachLabel: 'Attribuer le paiement de {payer} à un membre',
  attachUsername: "Nom d'utilisateur du membre",
  attachConfirm: 'Attribuer',
  cancel: 'Annuler',
  attached: 'Paiement attribué à {name}.',
  attachFailed: "Le paiement n'a pas pu être attribué.",
  memberNotFound: "Aucun membre ne porte ce nom d'utilisateur.",
  success: 'Succès',
  error: 'Erreur',
  results: {
    applied: 'Appliqué',
    stale: 'Ignoré (plus ancien)',
    ignored: 'Ignoré',
    unmatched: 'Non attribué',
    attached: 'Attribué',
  } satisfies Record<PaymentEventResult, string>,
};

export type PaymentTexts = typeof fr;

const en: PaymentTexts = {
  title: 'Subscriptions',
  intro:
    'Payments received from the shops (Stripe, Shopify, signed webhook) turn AI access on and off by themselves. A payment with no recognised member waits here for an administrator to attach it.',
  unmatchedTitle: 'Unmatched payments',
  unmatchedEmpty: 'No payment waiting.',
  unmatchedCaption: 'Payments received with no recognised member',
  eventsTitle: 'Latest payments received',
  eventsCaption: 'Shop events, newest first',
  eventsEmpty: 'No payment received yet.',
  entitlementsTitle: 'Access per member',
  entitlementsCaption: "Each member's AI access, by source",
  entitlementsEmpty: 'No access recorded.',
  received: 'Received',
  provider: 'Source',
  type: 'Event',
  payer: 'Payer',
  amount: 'Amount',
  result: 'Result',
  member: 'Member',
  periodEnd: 'Period end',
  status: 'Status',
  renewing: 'Renews',
  effective: 'Active',
  ended: 'Ended',
  noEnd: 'No end',
  attach: 'Attach to a member',
  attachLabel: 'Attach the payment from {payer} to a member',
  attachUsername: "Member's username",
  attachConfirm: 'Attach',
  cancel: 'Cancel',
  attached: 'Payment attached to {name}.',
  attachFailed: 'The payment could not be attached.',
  memberNotFound: 'No member has this username.',
  success: 'Success',
  error: 'Error',
  results: {
    applied: 'Applied',
    stale: 'Ignored (older)',
    ignored: 'Ignored',
    unmatched: 'Unmatched',
    attached: 'Attached',
  },
};

export function usePaymentTexts(): PaymentTexts {
  const { lang } = useLanguage();
  return lang === 'en' ? en : fr;
}

/** `{name}` placeholders filled. */
export function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (_m, key: string) => values[key] ?? '');
}
