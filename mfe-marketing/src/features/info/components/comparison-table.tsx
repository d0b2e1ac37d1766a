import styled from 'styled-components';
import { useT } from '../../../i18n';
import { Container, Section, SectionTitle } from '../../../lib/layout';

const MARKS: Record<string, string> = { yes: '✓', no: '✗', partial: '~' };

/** Zak IA against a general-purpose chatbot: one row per criterion. */
export function ComparisonTable() {
  const t = useT();
  const c = t.info.comparison;
  const label = (value: string) =>
    value === 'yes' ? c.yes : value === 'no' ? c.no : value === 'partial' ? c.partial : value;
  const cell = (value: string) => (
    <Cell $value={value}>
      <span aria-hidden="true">{MARKS[value] ?? ''} </span>
      {label(value)}
    </Cell>
  );
  return (
    <Section aria-labelledby="info-comparison-title">
      <Container>
        <SectionTitle id="info-comparison-title">{c.title}</SectionTitle>
        <Scroller>
          <Table>
            <caption>{c.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{c.feature}</th>
                <th scope="col">{c.ours}</th>
                <th scope="col">{c.theirs}</th>
              </tr>
            </thead>
            <tbody>
              {c.rows.map((row) => (
                <tr key={row.label}>
                  <th scope="row">{row.label}</th>
                  {cell(row.ours)}
                  {cell(row.theirs)}
                </tr>
              ))}
            </tbody>
          </Table>
        </Scroller>
      </Container>
    </Section>
  );
}

const Scroller = styled.div`
  overflow-x: auto;
`;
const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  caption {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
  }
  th,
  td {
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    text-align: left;
  }
  thead th {
    font-family: ${({ theme }) => theme.font.heading};
    background: ${({ theme }) => theme.color.surface};
  }
  tbody th {
    font-weight: ${({ theme }) => theme.fontWeight.regular};
  }
`;
const Cell = styled.td<{ $value: string }>`
  white-space: nowrap;
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  color: ${({ theme, $value }) =>
    $value === 'yes'
      ? theme.color.success
      : $value === 'no'
        ? theme.color.danger
        : theme.color.warning};
`;
