import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  LEGAL_LANGS,
  LEGAL_TEXT_MAX_LENGTH,
  type LegalDoc,
  type LegalLang,
  type LegalText,
} from '@zak/contract';
import { Button, Card, CardTitle, Modal, ROUTES, Textarea, useLanguage } from 'shared-ui';
import { useT } from '../../../i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { Muted, SubHeading } from '../../../lib/ui/layout';
import { QueryState } from '../../../lib/ui/query-state';
import { formatDateTime } from '../../../lib/format';
import { useAskTermsRenewal, useLegalTexts, useSaveLegalText } from '../api/legal-texts';

const PAGE_OF: Record<LegalDoc, string> = {
  'legal-notice': ROUTES.legalNotice,
  terms: ROUTES.terms,
  privacy: ROUTES.privacy,
};

/**
 * The legal pages' texts (Mentions légales, Conditions générales, confidentialité), markdown, one field per
 * language, each saved by its own button. A section of its own in the Paramètres tab.
 */
export function LegalTextsSection() {
  const t = useT();
  const texts = useLegalTexts();
  return (
    <section aria-labelledby="admin-legal-title">
      <SubHeading id="admin-legal-title">{t.legalTexts.title}</SubHeading>
      <Muted>{t.legalTexts.help}</Muted>
      <QueryState
        isPending={texts.isPending}
        isError={texts.isError && !texts.data}
        onRetry={() => void texts.refetch()}
      >
        <Docs>
          {(texts.data ?? []).map((text) => (
            <LegalDocCard key={text.doc} text={text} />
          ))}
        </Docs>
      </QueryState>
    </section>
  );
}

function LegalDocCard({ text }: { text: LegalText }) {
  const t = useT();
  const title = t.legalTexts.docs[text.doc];
  return (
    <Card $raised>
      <CardTitle>{title}</CardTitle>
      {/* The name in one string: Chromium adds a space before a visually hidden span's text. */}
      <a
        href={PAGE_OF[text.doc]}
        target="_blank"
        rel="noopener"
        aria-label={`${t.legalTexts.view}${t.common.itemSeparator}${title}`}
      >
        {t.legalTexts.view}
      </a>
      {text.doc === 'privacy' && <Muted>{t.legalTexts.privacyDefault}</Muted>}
      {LEGAL_LANGS.map((lang) => (
        // Keyed by the saved text so the field shows it again after a save.
        <LegalTextForm
          key={`${lang}:${text[lang]}`}
          doc={text.doc}
          lang={lang}
          saved={text[lang]}
        />
      ))}
      {text.doc === 'terms' && <TermsRenewalBox terms={text} />}
    </Card>
  );
}

/**
 * After a change members must accept: asks every member who accepted an earlier version of the
 * terms to accept these at their next visit, once confirmed in a dialog.
 */
function TermsRenewalBox({ terms }: { terms: LegalText }) {
  const t = useT().legalTexts.renewal;
  const { lang } = useLanguage();
  const ask = useAskTermsRenewal();
  const [confirming, setConfirming] = useState(false);
  const published = terms.fr.trim() !== '' && terms.updatedAt !== null;

  function confirm() {
    ask.mutate(undefined, {
      onSuccess: (res) => {
        setConfirming(false);
        notifySuccess(t.title, t.done(res.asked));
      },
      onError: () => notifyError(t.title, t.failed),
    });
  }

  return (
    <Renewal aria-labelledby="admin-terms-renewal-title">
      <h4 id="admin-terms-renewal-title">{t.title}</h4>
      <Muted>{published ? t.help : t.unpublished}</Muted>
      <Button
        size="sm"
        variant="secondary"
        type="button"
        disabled={!published}
        onClick={() => setConfirming(true)}
      >
        {t.ask}
      </Button>
      <Modal open={confirming} onClose={() => setConfirming(false)} title={t.confirmTitle}>
        <ConfirmBody>
          <p>{t.confirmText(formatDateTime(terms.updatedAt, lang))}</p>
          <ConfirmButtons>
            <Button type="button" disabled={ask.isPending} onClick={confirm}>
              {ask.isPending ? t.pending : t.confirm}
            </Button>
            <Button type="button" variant="secondary" onClick={() => setConfirming(false)}>
              {t.cancel}
            </Button>
          </ConfirmButtons>
        </ConfirmBody>
      </Modal>
    </Renewal>
  );
}

function LegalTextForm({ doc, lang, saved }: { doc: LegalDoc; lang: LegalLang; saved: string }) {
  const t = useT();
  const save = useSaveLegalText();
  const [text, setText] = useState(saved);
  const label = t.legalTexts.field(t.legalTexts.docs[doc], t.legalTexts.langs[lang]);
  const tooLong = text.length > LEGAL_TEXT_MAX_LENGTH;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (tooLong) return;
    save.mutate(
      { doc, lang, text },
      {
        onSuccess: () => notifySuccess(t.common.success, t.toasts.settingUpdated),
        onError: () => notifyError(t.common.error, t.toasts.settingFailed),
      },
    );
  }

  const action = save.isPending ? t.legalTexts.saving : t.legalTexts.save;
  return (
    <Form onSubmit={submit}>
      <Textarea
        id={`admin-legal-${doc}-${lang}`}
        label={label}
        hint={t.legalTexts.count(text.length, LEGAL_TEXT_MAX_LENGTH)}
        error={tooLong ? t.legalTexts.tooLong(LEGAL_TEXT_MAX_LENGTH) : null}
        lang={lang}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <Button
        size="sm"
        type="submit"
        disabled={save.isPending || tooLong}
        aria-label={`${action}${t.common.itemSeparator}${label}`}
      >
        {action}
      </Button>
    </Form>
  );
}

const Docs = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin-top: ${({ theme }) => theme.space.md};
`;

const Renewal = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  justify-items: start;
  margin-top: ${({ theme }) => theme.space.lg};
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.color.border};

  h4 {
    margin: 0;
  }
`;

const ConfirmBody = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};

  p {
    margin: 0;
  }
`;

const ConfirmButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.xs};
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  justify-items: start;
  margin-top: ${({ theme }) => theme.space.md};

  & > :first-child {
    width: 100%;
  }

  textarea {
    min-height: 200px;
    font-family: ${({ theme }) => theme.font.mono};
  }
`;
