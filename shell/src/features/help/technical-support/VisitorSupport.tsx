import styled from 'styled-components';
import { Link, useLocation } from '@halaqa/router';
import { pathForRole } from '@halaqa/mfe-runtime';
import { rememberRoute } from '@halaqa/session';
import { Button, ButtonRow } from '@halaqa/ui';
import { shellPaths } from '../../../definition';
import { Panel } from '../components/Panel';
import { useSupportTexts } from '../use-support-texts';

const Box = styled(Panel)`
  h2 { margin: 0 0 8px; font-size: 1.25rem; }
  p { margin: 0 0 20px; line-height: 1.6; }
`;

const Actions = styled(ButtonRow)`justify-content: flex-start;`;

/**
 * /technical-support for a visitor: tickets need an account, so it says
 * where to sign in (coming back here after) and where to write without one.
 */
export function VisitorSupport() {
  const { t } = useSupportTexts();
  const location = useLocation();
  const login = pathForRole('login');
  return (
    <Box data-testid="support-visitor">
      <h2>{t('visitor.title')}</h2>
      <p>{t('visitor.body')}</p>
      <Actions>
        {login && (
          <Button as={Link} to={login} onClick={() => rememberRoute(location.pathname + location.search)} data-testid="support-sign-in">
            {t('visitor.signIn')}
          </Button>
        )}
        <Button as={Link} to={shellPaths.contactUs()} $variant="ghost" data-testid="support-contact">{t('visitor.contact')}</Button>
        <Button as={Link} to={shellPaths.chat()} $variant="ghost">{t('visitor.chat')}</Button>
      </Actions>
    </Box>
  );
}
