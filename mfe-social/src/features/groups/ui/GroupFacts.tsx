import styled from 'styled-components';
import { useTranslation, usePageLanguage } from '@halaqa/i18n';
import type { GroupCard } from '../../../api/groups-types';
import { formatCount } from './format';

const Facts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 6px 12px;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.muted};
`;

/** Privacy and member count, as words. */
export function GroupFacts({ group }: { group: GroupCard }) {
  const { t } = useTranslation('mfe-social');
  const language = usePageLanguage();
  return (
    <Facts data-testid="group-facts">
      <li>{t(`groups.privacy.${group.privacy}`)}</li>
      <li>{t('groups.memberCount', { count: group.memberCount, formatted: formatCount(group.memberCount, language) })}</li>
    </Facts>
  );
}
