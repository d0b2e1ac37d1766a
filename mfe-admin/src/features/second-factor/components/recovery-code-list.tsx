import type { ReactNode } from 'react';
import { Button, toast } from 'shared-ui';
import styled from 'styled-components';
import { useSecondFactorTexts } from '../texts';

const Codes = styled.ol`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
  margin: 0;
  padding-left: 1.5rem;
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.fontSize.md};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/** Recovery codes shown once (enrolment, renewal), a copy button, and the step's own actions. */
export function RecoveryCodeList({ codes, children }: { codes: string[]; children: ReactNode }) {
  const t = useSecondFactorTexts();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      toast.success({ title: t.copied, description: t.codesLabel });
    } catch {
      // The codes stay on screen to copy by hand.
    }
  };
  return (
    <>
      <Codes aria-label={t.codesLabel}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Codes>
      <Row>
        <Button type="button" variant="secondary" onClick={() => void copy()}>
          {t.copyCodes}
        </Button>
        {children}
      </Row>
    </>
  );
}
