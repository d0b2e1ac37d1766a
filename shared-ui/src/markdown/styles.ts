import { css } from 'styled-components';

/**
 * The layout of what the renderer rewrites into classes (see index.ts): tables drawn as tables,
 * cell alignment, strike-through and the horizontal rule; code in the monospace font and quotes
 * set off by a rule. Every screen that shows rendered markdown includes it, last, in the container
 * of the HTML (its own wrapping, line height and edge margins included).
 */
export const markdownCss = css`
  overflow-wrap: anywhere;
  line-height: ${({ theme }) => theme.lineHeight.normal};
  > :first-child {
    margin-top: 0;
  }
  > :last-child {
    margin-bottom: 0;
  }
  .md-table {
    display: table;
    border-collapse: collapse;
  }
  .md-thead {
    display: table-header-group;
    font-weight: ${({ theme }) => theme.fontWeight.bold};
  }
  .md-tbody {
    display: table-row-group;
  }
  .md-tr {
    display: table-row;
  }
  .md-th,
  .md-td {
    display: table-cell;
    padding: 0.25rem 0.5rem;
    border: 1px solid ${({ theme }) => theme.color.border};
    overflow-wrap: normal;
  }
  .md-align-center {
    text-align: center;
  }
  .md-align-right {
    text-align: right;
  }
  .md-strike {
    text-decoration: line-through;
  }
  code {
    font-family: ${({ theme }) => theme.font.mono};
  }
  blockquote {
    padding-left: ${({ theme }) => theme.space.sm};
    border-left: 3px solid ${({ theme }) => theme.color.border};
  }
  .md-hr {
    border-top: 1px solid ${({ theme }) => theme.color.border};
    margin: ${({ theme }) => theme.space.sm} 0;
  }
`;
