import { useId, useState } from 'react';
import styled from 'styled-components';
import type { HelpCenterArticle } from '@halaqa/contracts/src/support';

const Item = styled.div`
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  h3 { margin: 0; font-size: 1rem; }
`;

const Toggle = styled.button`
  display: flex;
  align-items: center;
  gap: 12px;
  inline-size: 100%;
  min-block-size: 48px;
  padding: 12px 4px;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: 600;
  text-align: start;
  cursor: pointer;
  span { flex: 1; }
  svg { flex: none; transition: transform 0.15s; }
  &[aria-expanded='true'] svg { transform: rotate(180deg); }
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.info}; outline-offset: 2px; }
  @media (prefers-reduced-motion: reduce) { svg { transition: none; } }
`;

const Answer = styled.div`
  padding: 0 4px 16px;
  p { margin: 0 0 12px; line-height: 1.7; white-space: pre-line; }
  p:last-child { margin-block-end: 0; }
`;

/**
 * One question: a heading whose button shows or hides its answer (the WAI
 * accordion pattern: Enter and Space toggle, the state is announced).
 */
function Article({ article }: { article: HelpCenterArticle }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <Item data-testid="help-article">
      <h3>
        <Toggle type="button" aria-expanded={open} aria-controls={`${id}-answer`} id={`${id}-question`} onClick={() => setOpen(!open)}>
          <span>{article.question}</span>
          <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
            <path d="M5 9l7 7 7-7" />
          </svg>
        </Toggle>
      </h3>
      <Answer id={`${id}-answer`} role="region" aria-labelledby={`${id}-question`} hidden={!open} data-testid="help-answer">
        {article.answer.split(/\n\s*\n/).map((paragraph, index) => <p key={index}>{paragraph}</p>)}
      </Answer>
    </Item>
  );
}

export function ArticleAccordion({ articles }: { articles: readonly HelpCenterArticle[] }) {
  return <div>{articles.map((article) => <Article key={article.id} article={article} />)}</div>;
}
