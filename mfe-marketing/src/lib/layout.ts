// Page-building blocks shared by this remote's screens.
import styled from 'styled-components';
import { Card } from 'shared-ui';

export const Section = styled.section<{ $tone?: 'plain' | 'raised' }>`
  padding: ${({ theme }) => theme.space.section} ${({ theme }) => theme.space.md};
  background: ${({ theme, $tone }) => ($tone === 'raised' ? theme.color.surface : 'transparent')};
  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.md};
  }
`;

export const Container = styled.div`
  max-width: 1120px;
  margin: 0 auto;
`;

export const SectionTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.xl};
  font-family: ${({ theme }) => theme.font.heading};
  font-size: ${({ theme }) => theme.fontSize.xxl};
  line-height: ${({ theme }) => theme.lineHeight.tight};
  text-align: center;
`;

export const Grid = styled.ul<{ $min?: string }>`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(${({ $min = '240px' }) => $min}, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
  > li > * {
    height: 100%;
  }
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

export const Actions = styled.div<{ $center?: boolean }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  justify-content: ${({ $center }) => ($center ? 'center' : 'flex-start')};
`;

/** A card of the member screens: its lines stacked, its link (to the full screen) last. */
export const LinkCard = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  height: 100%;
  p {
    margin: 0;
  }
  a {
    margin-top: auto;
    color: ${({ theme }) => theme.color.text};
    text-decoration: underline;
    font-weight: ${({ theme }) => theme.fontWeight.bold};
    min-height: 44px;
    display: inline-flex;
    align-items: center;
  }
`;
