import styled, { css } from 'styled-components';

/** Colours come from CSS variables set by the panel root (light or dark, the admin's own toggle). */
export const v = (name: string) => `var(--admin-${name})`;

export const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

export const Heading = styled.h1`
  font-size: ${({ theme }) => theme.fontSize.xl};
  margin: 0;
`;

export const SubHeading = styled.h2`
  font-size: ${({ theme }) => theme.fontSize.lg};
  margin: 0 0 ${({ theme }) => theme.space.sm};
`;

export const Card = styled.div`
  background: ${v('surfaceRaised')};
  border: 1px solid ${v('border')};
  border-radius: ${({ theme }) => theme.radius.md};
  padding: ${({ theme }) => theme.space.lg};
`;

export const Muted = styled.p`
  color: ${v('textMuted')};
  margin: 0;
`;

export const TableScroll = styled.div`
  overflow-x: auto;
  border: 1px solid ${v('border')};
  border-radius: ${({ theme }) => theme.radius.md};
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSize.sm};

  caption {
    text-align: left;
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    font-weight: ${({ theme }) => theme.fontWeight.bold};
  }

  th,
  td {
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    border-top: 1px solid ${v('border')};
    text-align: left;
    vertical-align: top;
  }

  thead th {
    background: ${v('surface')};
    font-weight: ${({ theme }) => theme.fontWeight.bold};
    white-space: nowrap;
  }

  tbody th {
    font-weight: ${({ theme }) => theme.fontWeight.medium};
  }

  tbody tr:hover {
    background: ${v('surface')};
  }
`;

const buttonBase = css`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  min-height: 36px;
  padding: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.sm};
  border: 1px solid ${v('border')};
  cursor: pointer;
  font-weight: ${({ theme }) => theme.fontWeight.medium};

  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
`;

export const Button = styled.button`
  ${buttonBase};
  background: ${v('surface')};
  color: ${v('text')};

  &:hover:not(:disabled) {
    border-color: ${v('textMuted')};
  }
`;

export const PrimaryButton = styled.button`
  ${buttonBase};
  background: ${v('primary')};
  border-color: ${v('primary')};
  color: ${v('onPrimary')};

  &:hover:not(:disabled) {
    background: ${v('primaryHover')};
  }
`;

export const DangerButton = styled.button`
  ${buttonBase};
  background: transparent;
  color: ${v('danger')};
  border-color: ${v('danger')};
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};
`;

export const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};

  label {
    font-size: ${({ theme }) => theme.fontSize.sm};
    font-weight: ${({ theme }) => theme.fontWeight.medium};
  }
`;

const control = css`
  min-height: 36px;
  padding: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.sm};
  border: 1px solid ${v('border')};
  background: ${v('background')};
  color: ${v('text')};
`;

export const Input = styled.input`
  ${control};
`;

export const Select = styled.select`
  ${control};
`;

export const TextArea = styled.textarea`
  ${control};
  min-height: 120px;
  resize: vertical;
`;

export const ErrorText = styled.p`
  color: ${v('danger')};
  margin: 0;
`;

/** Visually hidden, still read by screen readers. */
export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

/** Holds a list while its next page loads: the previous page stays, dimmed and marked busy. */
export const BusyRegion = styled.div`
  transition: opacity ${({ theme }) => theme.transition.fast};

  &[aria-busy='true'] {
    opacity: 0.6;
  }
`;
