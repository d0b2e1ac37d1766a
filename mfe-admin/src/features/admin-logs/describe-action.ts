import { ATTENTION_FLAGS, LEGAL_DOCS, type AdminLogEntry } from '@zak/contract';
import type { Texts } from '../../i18n';
import { formatDay, type Language } from '../../lib/format';

const PROVIDERS: Record<string, string> = { stripe: 'Stripe', shopify: 'Shopify' };

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/**
 * One admin log entry as a sentence in the screen's language ("Lien de réinitialisation créé pour
 * lucas_fit"), from its action code and the details the API stored with it. An action this
 * version does not know reads as its code.
 */
export function describeAdminAction(log: AdminLogEntry, t: Texts, lang: Language): string {
  const texts = t.adminLogs;
  const details = log.details ?? {};
  const sentences = texts.sentences;
  const who = text(details.username) ?? texts.someone;
  switch (log.action) {
    case 'user.update': {
      const changes = details.changes;
      const fields =
        changes && typeof changes === 'object'
          ? Object.keys(changes).map((key) => texts.fields[key] ?? key)
          : [];
      return sentences['user.update'](who, fields.join(', '));
    }
    case 'user.status':
      return sentences['user.status'](who, details.isActive === true);
    case 'user.delete':
    case 'user.reset_link':
    case 'second_factor.reset':
    case 'second_factor.locked':
      return sentences[log.action](who);
    case 'user.end_sessions':
      return sentences['user.end_sessions'](
        who,
        typeof details.ended === 'number' ? details.ended : 0,
      );
    case 'setting.update': {
      const doc = text(details.doc);
      if (doc) {
        const known = LEGAL_DOCS.find((legal) => legal === doc);
        return sentences['legal.update'](
          known ? t.legalTexts.docs[known] : doc,
          text(details.lang) ?? 'fr',
        );
      }
      return sentences['setting.update'](text(details.key) ?? '?');
    }
    case 'admin.change_password':
    case 'ia_logs.export':
    case 'users.export':
      return sentences[log.action]();
    case 'payment.applied':
    case 'payment.attach': {
      const provider = text(details.provider) ?? '';
      return sentences[log.action](PROVIDERS[provider] ?? provider);
    }
    case 'coaching.flag': {
      const code = ATTENTION_FLAGS.find((flag) => flag === details.flag);
      const until = text(details.snoozedUntil);
      return sentences['coaching.flag'](
        code ? t.coaching.flags[code] : (text(details.flag) ?? '?'),
        who,
        until && formatDay(until, lang),
        text(details.note) !== null,
      );
    }
    case 'coaching.note':
      return sentences['coaching.note'](who, text(details.change) ?? 'create');
    case 'coaching.reply':
      return sentences['coaching.reply'](
        who,
        formatDay(text(details.date), lang, '?'),
        details.change === 'update',
      );
    case 'legal.terms_renewal':
      return sentences['legal.terms_renewal'](
        formatDay(text(details.version), lang, '?'),
        typeof details.asked === 'number' ? details.asked : 0,
      );
    case 'job.retry':
      return sentences['job.retry'](text(details.queue) ?? '?');
    case 'coaching.assign':
      return sentences['coaching.assign'](who, text(details.coachId) !== null);
    default:
      return log.action;
  }
}
