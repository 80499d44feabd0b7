import styled from 'styled-components';
import type { Language } from '@halaqa/contracts';
import { useTranslation } from '@halaqa/i18n';
import { Link } from '@halaqa/router';
import { formatMoney } from '@halaqa/ui/pages';
import type { CoachCard } from '../../../api/coaching-types';
import { coachingPaths } from '../../../definition';
import { CoachAvatar } from '../ui/CoachAvatar';
import { Badge, CardItem, Facts } from '../ui/Facts';
import { languageName } from '../ui/labels';
import { formatWhen } from '../ui/time';

const Item = styled(CardItem)`
  h3 a { color: ${({ theme }) => theme.colors.primaryText}; }
  p { margin: 0 0 8px; }
`;

/** One coach in the directory: the name is the link to the profile. */
export function CoachCardView({ coach }: { coach: CoachCard }) {
  const { t, i18n } = useTranslation('mfe-coaching');
  const language = i18n.language as Language;
  return (
    <Item data-testid="coach-card">
      <CoachAvatar name={coach.name} url={coach.avatarUrl} />
      <div>
        <h3><Link to={coachingPaths.coachProfile(coach.id)}><bdi>{coach.name}</bdi></Link></h3>
        {coach.headline ? <p><bdi>{coach.headline}</bdi></p> : null}
        <Facts>
          {coach.languages.length > 0 ? (
            <li>{t('directory.card.languages', { languages: coach.languages.map((row) => languageName(row.language, language)).join(t('listSeparator')) })}</li>
          ) : null}
          <li data-testid="coach-price">{t('directory.card.price', { price: formatMoney(coach.price, coach.currency, language), minutes: coach.sessionDuration })}</li>
          <li data-testid="coach-next">
            {coach.nextAvailableAt ? t('directory.card.next', { when: formatWhen(coach.nextAvailableAt, language) }) : t('directory.card.noneSoon')}
          </li>
        </Facts>
        {coach.offersFreeSession ? <Badge data-testid="free-badge">{t('directory.card.free', { minutes: coach.freeSessionDuration })}</Badge> : null}
      </div>
    </Item>
  );
}
