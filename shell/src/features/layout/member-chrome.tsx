import styled from 'styled-components';
import { NavLink } from '@halaqa/router';
import { useTranslation } from '@halaqa/i18n';
import { useAccountActions } from './use-account-actions';

export { AvatarMenu } from './AvatarMenu';
export { NotificationBellSlot } from '../../notifications/bell-slot';

const Links = styled.nav`
  display: flex;
  flex-direction: column;
  a, button { padding: 12px 8px; color: inherit; text-decoration: none; border-radius: 8px; }
  a.active { background: ${({ theme }) => theme.colors.background}; font-weight: 600; }
`;
const DrawerAction = styled.button`
  border: 0;
  background: transparent;
  font: inherit;
  text-align: start;
  cursor: pointer;
`;

/** The avatar menu's entries, listed in the mobile drawer. */
export function DrawerAccount({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation('shell');
  const account = useAccountActions(true);
  return (
    <Links aria-label={t('account.label')} data-testid="drawer-account">
      {account.flatMap((group) => group.actions).map((action) => {
        if (action.kind === 'route') return <NavLink key={action.id} to={action.to} onClick={onNavigate} data-testid={`drawer-${action.id}`}>{action.label}</NavLink>;
        if (action.kind === 'href') return <a key={action.id} href={action.href} data-testid={`drawer-${action.id}`}>{action.label}</a>;
        return (
          <DrawerAction key={action.id} type="button" lang={action.lang} data-testid={`drawer-${action.id}`} onClick={() => { onNavigate(); void action.run(); }}>
            {action.label}
          </DrawerAction>
        );
      })}
    </Links>
  );
}
