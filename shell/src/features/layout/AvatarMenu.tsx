import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Link } from '@halaqa/router';
import { useTranslation } from '@halaqa/i18n';
import { useOrganization } from '@halaqa/mfe-runtime';
import { displayName, useCurrentUser } from '@halaqa/session';
import { isLanguage } from '@halaqa/contracts';
import { useAccountActions, type AccountAction } from './use-account-actions';

const Wrapper = styled.div`position: relative;`;

const AvatarButton = styled.button`
  width: 40px;
  height: 40px;
  border-radius: 50%;
  border: 2px solid currentColor;
  padding: 0;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.primaryRaised};
  color: inherit;
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  img { width: 100%; height: 100%; object-fit: cover; }
`;

const Panel = styled.div`
  position: absolute;
  top: calc(100% + 8px);
  inset-inline-end: 0;
  z-index: 150;
  min-width: 260px;
  max-width: 320px;
  padding: 8px 0;
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: 0 8px 24px rgba(0, 0, 0, 0.2);
`;

const Who = styled.div`
  padding: 8px 16px 12px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  strong, span { display: block; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  span { color: ${({ theme }) => theme.colors.muted}; font-size: 0.875rem; }
`;

const Item = styled.a`
  display: block;
  width: 100%;
  padding: 10px 16px;
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: start;
  text-decoration: none;
  cursor: pointer;
  &:hover, &:focus { background: ${({ theme }) => theme.colors.background}; outline: none; }
  &:focus-visible { box-shadow: inset 0 0 0 2px ${({ theme }) => theme.colors.primaryText}; }
`;

const Separator = styled.div`border-top: 1px solid ${({ theme }) => theme.colors.border}; margin: 4px 0;`;

function initials(first: string | undefined, last: string | undefined): string {
  return `${first?.[0] ?? ''}${last?.[0] ?? ''}`.toUpperCase() || '?';
}

/** One entry of the menu, as a link or a button with the menuitem role. */
function MenuEntry({ action, onDone }: { action: AccountAction; onDone: () => void }) {
  const common = { role: 'menuitem', tabIndex: -1, 'data-testid': `avatar-menu-${action.id}` } as const;
  if (action.kind === 'route') {
    return <Item as={Link} to={action.to} {...common} onClick={onDone}>{action.label}</Item>;
  }
  if (action.kind === 'href') {
    return <Item href={action.href} {...common} lang={action.lang}>{action.label}</Item>;
  }
  return (
    <Item as="button" type="button" {...common} lang={action.lang} onClick={() => { onDone(); void action.run(); }}>
      {action.label}
    </Item>
  );
}

/**
 * The profile avatar menu (spec section 2 "App bar and menus"): a menu
 * button; Escape or Tab closes it and focus returns to the button; arrow
 * keys, Home and End move between the entries.
 */
export function AvatarMenu() {
  const { t, i18n } = useTranslation('shell');
  const organization = useOrganization();
  const user = useCurrentUser().data;
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const actions = useAccountActions(open);

  const items = () => [...(panel.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };

  useEffect(() => {
    if (!open) return undefined;
    items()[0]?.focus();
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const entries = items();
    const index = entries.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => { event.preventDefault(); entries[(to + entries.length) % entries.length]?.focus(); };
    switch (event.key) {
      case 'Escape': event.preventDefault(); close(true); break;
      case 'Tab': close(false); break;
      case 'ArrowDown': move(index + 1); break;
      case 'ArrowUp': move(index - 1); break;
      case 'Home': move(0); break;
      case 'End': move(entries.length - 1); break;
      default:
    }
  };

  const shown = user ? displayName(user, isLanguage(i18n.language) ? i18n.language : 'en') : null;
  const name = shown?.full ?? '';
  // Shown instead of a photo, the initials start the button's name (WCAG 2.5.3: a voice user says what they see).
  const shownInitials = user?.profileImageUrl ? '' : initials(shown?.first, shown?.last);
  return (
    <Wrapper>
      <AvatarButton ref={button} type="button" aria-haspopup="menu" aria-expanded={open} aria-controls={open ? menuId : undefined}
        aria-label={shownInitials ? `${shownInitials}: ${t('account.menu', { name })}` : t('account.menu', { name })} data-testid="avatar-button"
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => { if (event.key === 'ArrowDown' && !open) { event.preventDefault(); setOpen(true); } }}>
        {user?.profileImageUrl ? <img src={user.profileImageUrl} alt="" /> : shownInitials}
      </AvatarButton>
      {open && (
        <Panel ref={panel} id={menuId} role="menu" aria-label={t('account.menu', { name })} data-testid="avatar-menu" onKeyDown={onKeyDown}>
          <Who data-testid="avatar-menu-who">
            <strong>{name || organization.name}</strong>
            {user && <span>{user.email}</span>}
          </Who>
          {actions.map((group, index) => (
            <div key={group.id} role="group" aria-label={group.label}>
              {index > 0 && <Separator role="separator" />}
              {group.actions.map((action) => <MenuEntry key={action.id} action={action} onDone={() => close(action.kind !== 'route')} />)}
            </div>
          ))}
        </Panel>
      )}
    </Wrapper>
  );
}
