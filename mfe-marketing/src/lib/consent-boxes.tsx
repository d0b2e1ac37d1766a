// The two boxes of a paid, adults-only service (issue 40): "18 or over" and "I accept the terms
// and the privacy policy" (links open in a new tab, so the form keeps what was typed). Used by the
// sign-up form and by the question asked after sign-in (who is asked: shared-ui's needsConsent).
import { useId } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { ROUTES } from 'shared-ui';
import { useT } from '../i18n';

export interface ConsentValues {
  adult: boolean;
  terms: boolean;
}
export type ConsentErrors = Partial<Record<keyof ConsentValues, 'adultRequired' | 'termsRequired'>>;

export const NO_CONSENT: ConsentValues = { adult: false, terms: false };

/** What is missing: each unticked box. */
export function consentErrors(values: ConsentValues): ConsentErrors {
  const errors: ConsentErrors = {};
  if (!values.adult) errors.adult = 'adultRequired';
  if (!values.terms) errors.terms = 'termsRequired';
  return errors;
}

export function ConsentBoxes({
  values,
  errors,
  disabled,
  onChange,
}: {
  values: ConsentValues;
  errors: ConsentErrors;
  disabled?: boolean;
  onChange: (values: ConsentValues) => void;
}) {
  const t = useT().consent;
  return (
    <Boxes>
      <Box
        id="consent-adult"
        checked={values.adult}
        error={errors.adult ? t.errors[errors.adult] : undefined}
        disabled={disabled}
        onChange={(adult) => onChange({ ...values, adult })}
      >
        {t.adult}
      </Box>
      <Box
        id="consent-terms"
        checked={values.terms}
        error={errors.terms ? t.errors[errors.terms] : undefined}
        disabled={disabled}
        onChange={(terms) => onChange({ ...values, terms })}
      >
        {t.termsBefore}
        <Link to={ROUTES.terms} target="_blank" rel="noopener">
          {t.termsLink}
        </Link>
        {t.termsBetween}
        <Link to={ROUTES.privacy} target="_blank" rel="noopener">
          {t.privacyLink}
        </Link>
        {t.termsAfter}
      </Box>
    </Boxes>
  );
}

function Box({
  id,
  checked,
  error,
  disabled,
  onChange,
  children,
}: {
  id: string;
  checked: boolean;
  error?: string;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
  children: React.ReactNode;
}) {
  const errorId = `${useId()}-error`;
  return (
    <div>
      <Row>
        <input
          id={id}
          type="checkbox"
          checked={checked}
          disabled={disabled}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => onChange(e.target.checked)}
        />
        <label htmlFor={id}>{children}</label>
      </Row>
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </div>
  );
}

const Boxes = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;
const Row = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs};
  input {
    flex: none;
    width: 24px;
    height: 24px;
    margin: 1px 0 0;
    accent-color: ${({ theme }) => theme.color.accent};
  }
  label {
    min-height: 24px;
  }
  a {
    color: inherit;
  }
`;
const ErrorText = styled.p`
  margin: ${({ theme }) => theme.space.xxs} 0 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.danger};
`;
