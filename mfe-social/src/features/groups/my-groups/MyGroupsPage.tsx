import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@halaqa/i18n';
import type { PageProps } from '@halaqa/mfe-runtime';
import { usePageInRange, usePageParam } from '@halaqa/mfe-runtime/paging';
import { Button } from '@halaqa/ui';
import { TextField } from '@halaqa/ui/forms';
import { EmptyState, pageCountOf, PageFrame } from '@halaqa/ui/pages';
import { GROUPS_PAGE_SIZE, useDiscoverGroups, useMyGroups } from '../../../api/groups-queries';
import { HomeFeedSection } from '../home/HomeFeedSection';
import { GroupList } from './GroupList';

const Section = styled.section`
  margin-block-end: 40px;
  > h2 { margin: 0 0 16px; font-size: 1.3rem; &:focus { outline: none; } }
`;

const SearchForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 8px;
  margin-block-end: 16px;
  > div { flex: 1 1 16em; }
`;

/** /groups/mine: the member's groups, their home feed (on demand), then the groups they may discover and join. */
export function MyGroupsPage({ title }: PageProps) {
  const { t } = useTranslation('mfe-social');
  return (
    <PageFrame title={title ?? t('pages.myGroups')} testId="my-groups">
      <MineSection />
      <HomeFeedSection />
      <DiscoverSection />
    </PageFrame>
  );
}

function MineSection() {
  const { t } = useTranslation('mfe-social');
  const { page, setPage, listTop } = usePageParam();
  const query = useMyGroups(page);
  const pageCount = usePageInRange(query, page, GROUPS_PAGE_SIZE, setPage);
  return (
    <Section aria-labelledby="my-groups-heading">
      <h2 id="my-groups-heading" ref={listTop} tabIndex={-1}>{t('groups.mine.heading')}</h2>
      <GroupList
        query={query}
        page={page}
        pageCount={pageCount}
        onPageChange={setPage}
        withActions={false}
        label={t('groups.mine.heading')}
        testId="my-groups-list"
        empty={<EmptyState>{t('groups.mine.empty')}</EmptyState>}
      />
    </Section>
  );
}

function DiscoverSection() {
  const { t } = useTranslation('mfe-social');
  const [page, setPageState] = useState(1);
  const [search, setSearch] = useState('');
  const [typed, setTyped] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const query = useDiscoverGroups(page, search);
  const pageCount = pageCountOf(query.data?.count ?? 0, GROUPS_PAGE_SIZE);
  const setPage = (next: number) => {
    setPageState(next);
    heading.current?.focus();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setPageState(1);
    setSearch(typed.trim());
  };
  return (
    <Section aria-labelledby="discover-groups-heading">
      <h2 id="discover-groups-heading" ref={heading} tabIndex={-1}>{t('groups.discover.heading')}</h2>
      <SearchForm role="search" aria-label={t('groups.discover.searchLabel')} onSubmit={submit}>
        <TextField name="search" type="search" label={t('groups.discover.searchLabel')} value={typed} onChange={(event) => setTyped(event.target.value)} />
        <Button type="submit">{t('groups.discover.search')}</Button>
      </SearchForm>
      <GroupList
        query={query}
        page={page}
        pageCount={pageCount}
        onPageChange={setPage}
        withActions
        label={t('groups.discover.heading')}
        testId="discover-list"
        empty={<EmptyState>{search ? t('groups.discover.noMatch', { search }) : t('groups.discover.empty')}</EmptyState>}
      />
    </Section>
  );
}
