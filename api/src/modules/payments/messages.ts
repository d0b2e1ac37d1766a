import { defineMessages } from '../../platform/messages';

/** Messages of the payment webhooks and the admin's payments tab, in both languages. */
export const PAYMENT_MSG = defineMessages({
  webhookNotConfigured: {
    fr: "Ce webhook de paiement n'est pas configuré sur ce serveur (voir le README, « Paiements »).",
    en: 'This payment webhook is not configured on this server (see the README, "Payments").',
  },
  webhookSignatureInvalid: {
    fr: 'Signature du webhook invalide ou expirée : rien n’a été enregistré.',
    en: 'Webhook signature invalid or expired: nothing was stored.',
  },
  webhookPayloadInvalid: {
    fr: 'Contenu du webhook invalide : rien n’a été enregistré.',
    en: 'Webhook payload invalid: nothing was stored.',
  },
  webhookEventIdMissing: {
    fr: "L'identifiant de l'événement (X-Shopify-Event-Id) est requis.",
    en: 'The event id (X-Shopify-Event-Id) is required.',
  },
  paymentNotLinkedYet: {
    fr: "Ce paiement ne correspond encore à aucun membre : renvoyez-le plus tard (l'événement de commande n'est pas encore arrivé).",
    en: 'This payment matches no member yet: send it again later (the checkout event has not arrived yet).',
  },
  paymentNotFound: { fr: 'Paiement introuvable', en: 'Payment not found' },
  paymentNotAttachable: {
    fr: 'Seul un paiement non attribué peut être attribué à un membre.',
    en: 'Only an unmatched payment can be attached to a member.',
  },
  paymentAttached: {
    fr: 'Paiement attribué au membre',
    en: 'Payment attached to the member',
  },
});

declare module '../../platform/messages' {
  interface MessageTables {
    payments: typeof PAYMENT_MSG;
  }
}
