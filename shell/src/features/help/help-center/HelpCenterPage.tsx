import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { HELP_CENTER_CATEGORIES, SUPPORT_LIMITS, type HelpCenterArticle } from '@halaqa/contracts/src/support';
import type { PageProps } from '@halaqa/mfe-runtime';
import { Link } from '@halaqa/router';
import { Button, Card } from '@halaqa/ui';
import { Input } from '@halaqa/ui/forms';
import { EmptyState, QueryStates, SkeletonRegion, SkeletonText } from '@halaqa/ui/pages';
import { numberFormat } from '@halaqa/i18n';
import { shellPaths } from '../../../definition';
import { SUPPORT_NAMESPACE } from '../../../i18n/support-texts';
import { useHelpCenter } from '../api/help-center-query';
import { HelpPageFrame } from '../components/HelpPageFrame';
import { isolate } from '../isolate';
import { useSupportTexts } from '../use-support-texts';
import { ArticleAccordion } from './ArticleAccordion';
import { useAppliedSearch } from './use-applied-search';

const Search = styled.form`
  margin-block-end: 16px;
  label { display: block; margin-block-end: 6px; font-weight: 600; }
`;

const Count = styled.p`
  margin: 0 0 8px;
  color: ${({ theme }) => theme.colors.muted};
`;

const Section = styled.section`
  margin-block-end: 24px;
  h2 { margin: 16px 0 4px; font-size: 1.2rem; }
`;

const StillStuck = styled(Card)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-block-start: 32px;
  padding: 20px 24px;
  p { margin: 0; font-weight: 600; }
`;

const newTicketPath = () => `${shellPaths.technicalSupport()}?new=1`;

/** The articles of each section, in the order of HELP_CENTER_CATEGORIES (the API answers them so). */
function sectionsOf(articles: readonly HelpCenterArticle[]) {
  return HELP_CENTER_CATEGORIES
    .map((category) => ({ category, articles: articles.filter((article) => article.category === category) }))
    .filter((section) => section.articles.length > 0);
}

/**
 * /help-center (spec section 2, members): the organization's questions and
 * answers, searched as you type (after the 500 ms pause, Enter at once),
 * each answer opened in place. Points to a support ticket for the rest.
 */
export function HelpCenterPage({ title }: PageProps) {
  const { t, i18n } = useSupportTexts();
  const [text, setText] = useState('');
  const { applied, applyNow } = useAppliedSearch(text);
  const query = useHelpCenter(applied);
  const inputId = useId();
  const number = numberFormat(i18n.language);
  const count = query.data?.count;

  function submit(event: FormEvent) {
    event.preventDefault();
    applyNow();
  }

  return (
    <HelpPageFrame title={title ?? ''} lead={t('helpCenter.lead')} testId="help-center-page">
      <Search role="search" onSubmit={submit} data-testid="help-search">
        <label htmlFor={inputId}>{t('helpCenter.searchLabel')}</label>
        <Input
          id={inputId}
          type="search"
          value={text}
          maxLength={SUPPORT_LIMITS.search}
          placeholder={t('helpCenter.searchPlaceholder')}
          autoComplete="off"
          onChange={(event) => setText(event.target.value)}
        />
      </Search>
      {/* Announced as the results change: how many answers the search found. */}
      <Count role="status" data-testid="help-count">
        {count === undefined || query.isPending ? '' : applied
          ? t('helpCenter.countFor', { count, formattedCount: number.format(count), search: isolate(applied) })
          : t('helpCenter.count', { count, formattedCount: number.format(count) })}
      </Count>
      <QueryStates
        query={query}
        namespace={SUPPORT_NAMESPACE}
        loading={<SkeletonRegion label={t('helpCenter.loading')}>{[0, 1, 2, 3].map((i) => <p key={i}><SkeletonText lines={1} /></p>)}</SkeletonRegion>}
      >
        {(page) => (page.count === 0 ? (
          <EmptyState action={applied ? <Button type="button" $variant="ghost" onClick={() => setText('')}>{t('helpCenter.clearSearch')}</Button> : undefined}>
            {applied ? t('helpCenter.emptySearch', { search: isolate(applied) }) : t('helpCenter.empty')}
          </EmptyState>
        ) : (
          <div aria-busy={query.isFetching || undefined}>
            {sectionsOf(page.data).map((section) => (
              <Section key={section.category} aria-labelledby={`${inputId}-${section.category}`}>
                <h2 id={`${inputId}-${section.category}`}>{t(`category.${section.category}`)}</h2>
                <ArticleAccordion articles={section.articles} />
              </Section>
            ))}
          </div>
        ))}
      </QueryStates>
      <StillStuck as="aside" aria-label={t('helpCenter.stillStuck')}>
        <p>{t('helpCenter.stillStuck')}</p>
        <Button as={Link} to={newTicketPath()} data-testid="help-open-ticket">{t('helpCenter.openTicket')}</Button>
      </StillStuck>
    </HelpPageFrame>
  );
}
