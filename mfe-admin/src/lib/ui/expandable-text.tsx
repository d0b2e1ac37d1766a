import { useState } from 'react';
import styled from 'styled-components';
import { useT } from '../../i18n';
import { truncate } from '../format';

const Text = styled.span<{ $mono?: boolean }>`
  white-space: pre-wrap;
  word-break: break-word;
  font-family: ${({ $mono, theme }) => ($mono ? theme.font.mono : 'inherit')};
`;

const Toggle = styled.button`
  margin-left: ${({ theme }) => theme.space.xs};
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.color.accent};
  text-decoration: underline;
  cursor: pointer;
`;

interface ExpandableTextProps {
  text: string;
  max: number;
  mono?: boolean;
}

/** Shows the first `max` characters and the full text on demand. */
export function ExpandableText({ text, max, mono }: ExpandableTextProps) {
  const t = useT();
  const [expanded, setExpanded] = useState(false);
  const short = truncate(text, max);
  if (!short.truncated) return <Text $mono={mono}>{text}</Text>;
  return (
    <>
      <Text $mono={mono}>{expanded ? text : short.text}</Text>
      <Toggle type="button" aria-expanded={expanded} onClick={() => setExpanded((open) => !open)}>
        {expanded ? t.common.showLess : t.common.showMore}
      </Toggle>
    </>
  );
}
