import styled from 'styled-components';
import { useTranslation } from '@halaqa/i18n';
import { Link } from '@halaqa/router';
import { socialPaths } from '../../../definition';

const Box = styled.div`
  padding-block: 32px;
  text-align: center;
  p { margin: 0 0 16px; color: ${({ theme }) => theme.colors.muted}; }
  a { color: ${({ theme }) => theme.colors.primaryText}; font-weight: 600; }
`;

/** A group or post that does not exist, or that the member may not see (a secret group answers the same). */
export function NotFoundState({ what }: { what: 'group' | 'post' }) {
  const { t } = useTranslation('mfe-social');
  return (
    <Box data-testid="not-found" role="alert">
      <p>{t(`groups.notFound.${what}`)}</p>
      <p><Link to={socialPaths.myGroups()}>{t('groups.notFound.back')}</Link></p>
    </Box>
  );
}
