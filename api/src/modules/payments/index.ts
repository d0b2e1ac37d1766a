// Payments: the shops' webhooks (Stripe, Shopify, generic), entitlements, the admin's payments tab.
// What other modules and app.ts may use; the rest of the folder is this module's own.

// Registers this module's messages in the one lookup (platform/messages) for whoever uses it.
import './messages';

export { adminPaymentsRouter } from './admin-payments.routes';
export { webhookRouter } from './webhook.routes';
