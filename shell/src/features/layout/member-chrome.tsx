import styled from 'styled-components';
import { NavLink } from '@halaqa/router';
import { useTranslation } from '@halaqa/i18n';
import { NotificationBellSlot as BellSlot } from '../../notifications/bell-slot';
import { CartSlot } from './CartSlot';
import { useAccountActions } from './use-account-actions';

export { AvatarMenu } from './AvatarMenu';

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

/**
 * The app bar's bell, and the cart (app-bar.cart@1) just before it. The cart
 * comes with the bell's lazy entry, so the app bar (the shell's first load)
 * carries not a byte for it; each holds its room until the page is idle.
 */
export function MemberAppBarSlots() {
  return (
    <>
      <CartSlot />
      <BellSlot />
    </>
  );
}

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
