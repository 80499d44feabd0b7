import { useState } from 'react';
import styled from 'styled-components';
import { useTranslation, numberFormat } from '@halaqa/i18n';
import { Icon } from '@halaqa/ui';
import type { CourseOverview } from '../api/types';

type Section = CourseOverview['syllabus'][number];

const List = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius * 1.5}px;
  > li + li { border-block-start: 1px solid ${({ theme }) => theme.colors.border}; }
  h3 { margin: 0; font-size: 1rem; }
`;

const Toggle = styled.button<{ $open: boolean }>`
  display: flex;
  align-items: center;
  gap: 12px;
  inline-size: 100%;
  min-block-size: 52px;
  padding-block: 10px;
  padding-inline: 16px;
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  font-weight: 600;
  text-align: start;
  cursor: pointer;
  /* Closed: points forward in the reading direction; open: points down. */
  svg { flex: none; transition: transform 0.15s ease; transform: rotate(${({ $open, theme }) => ($open ? 90 : theme.direction === 'rtl' ? 180 : 0)}deg); }
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.info}; outline-offset: -3px; }
  span.week { font-weight: 400; font-size: 0.85rem; color: ${({ theme }) => theme.colors.muted}; }
`;

const Panel = styled.div`
  padding-inline: 48px 16px;
  padding-block-end: 16px;
  p { margin: 0 0 8px; color: ${({ theme }) => theme.colors.muted}; white-space: pre-line; }
  ul { margin: 0; padding-inline-start: 18px; }
  li { padding-block: 4px; }
  .optional { margin-inline-start: 8px; font-size: 0.8rem; color: ${({ theme }) => theme.colors.muted}; }
`;

/** The published sections by week, each opening on its own to show its objectives and lessons. */
export function SyllabusOutline({ sections }: { sections: readonly Section[] }) {
  const { t, i18n } = useTranslation('mfe-lms');
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const number = numberFormat(i18n.language);
  const toggle = (id: number) => setOpen((current) => {
    const next = new Set(current);
    if (!next.delete(id)) next.add(id);
    return next;
  });
  return (
    <List data-testid="syllabus">
      {sections.map((section) => {
        const expanded = open.has(section.id);
        const panelId = `syllabus-section-${section.id}`;
        return (
          <li key={section.id}>
            <h3>
              <Toggle type="button" $open={expanded} aria-expanded={expanded} aria-controls={panelId} onClick={() => toggle(section.id)}>
                <Icon name="chevronRight" size={18} />
                <span>
                  <span className="week">{t('overview.week', { week: number.format(section.week) })}</span>
                  <br />
                  <span dir="auto">{section.name}</span>
                </span>
              </Toggle>
            </h3>
            <Panel id={panelId} hidden={!expanded}>
              {section.learningObjectives && <p dir="auto">{section.learningObjectives}</p>}
              {section.subsections.length > 0 ? (
                <ul>
                  {section.subsections.map((sub) => (
                    <li key={sub.id}>
                      <span dir="auto">{sub.name}</span>
                      {sub.isOptional && <span className="optional">({t('overview.optional')})</span>}
                    </li>
                  ))}
                </ul>
              ) : <p>{t('overview.noLessons')}</p>}
            </Panel>
          </li>
        );
      })}
    </List>
  );
}
