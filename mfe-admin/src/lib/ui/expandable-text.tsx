import { useId, useMemo, useState } from 'react';
import { markdownCss, renderMarkdown } from 'shared-ui/markdown';
import styled from 'styled-components';
import { useT } from '../../i18n';
import { truncate } from '../format';

const Text = styled.span<{ $mono?: boolean }>`
  white-space: pre-wrap;
  word-break: break-word;
  font-family: ${({ $mono, theme }) => ($mono ? theme.font.mono : 'inherit')};
`;

// The suite's renderer's output (the chat's message bubble styles the same classes).
const Markdown = styled.div`
  p,
  ul,
  ol,
  pre,
  blockquote {
    margin: 0 0 ${({ theme }) => theme.space.xs};
  }
  h1,
  h2,
  h3,
  h4,
  h5,
  h6 {
    font-size: ${({ theme }) => theme.fontSize.md};
    margin: 0 0 ${({ theme }) => theme.space.xs};
  }
  a {
    color: ${({ theme }) => theme.color.accent};
  }
  pre {
    overflow-x: auto;
    padding: ${({ theme }) => theme.space.xs};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.surface};
  }
  ${markdownCss}
`;

// A link-like action with the weight of shared-ui's Button, like every other button of the site.
const Toggle = styled.button`
  margin-left: ${({ theme }) => theme.space.xs};
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.color.accent};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  text-decoration: underline;
  cursor: pointer;
`;

interface ExpandableTextProps {
  text: string;
  max: number;
  mono?: boolean;
  /** The full text is markdown (an AI log's message): shown through the suite's sanitiser. */
  markdown?: boolean;
}

/** Shows the first `max` characters and the full text on demand. */
export function ExpandableText({ text, max, mono, markdown = false }: ExpandableTextProps) {
  const t = useT();
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const short = truncate(text, max);
  const full = useMemo(() => (markdown ? renderMarkdown(text) : null), [markdown, text]);
  const showFull = expanded || !short.truncated;
  const body =
    showFull && full !== null ? (
      // Safe: renderMarkdown's output only holds the allow-listed tags and attributes.
      <Markdown id={id} dangerouslySetInnerHTML={{ __html: full }} />
    ) : (
      <Text id={id} $mono={mono}>
        {showFull ? text : short.text}
      </Text>
    );
  if (!short.truncated) return body;
  return (
    <>
      {body}
      <Toggle
        type="button"
        aria-expanded={expanded}
        aria-controls={id}
        onClick={() => setExpanded((open) => !open)}
      >
        {expanded ? t.common.showLess : t.common.showMore}
      </Toggle>
    </>
  );
}
