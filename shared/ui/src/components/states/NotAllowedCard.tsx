import type { MouseEvent, ReactNode } from 'react';
import { bus } from '@halaqa/bus';
import { useTranslation } from '@halaqa/i18n';
import { Button } from '../Button';
import { ButtonRow, MessageCard } from '../Card';

/** The site's home, reached through the shell's router (the bus), so the page is not reloaded. */
function HomeButton({ label }: { label: string }) {
  const go = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    bus.emit('navigate', { to: '/' });
  };
  return <Button as="a" href="/" onClick={go}>{label}</Button>;
}

/**
 * The not-allowed card (spec section 2 "Global screens") for a signed-in
 * member who lacks a permission: the guard shows it for a route, and every
 * page whose data call answers with a permission code shows it too, never a
 * retry (retrying cannot grant a permission).
 */
export function NotAllowedCard({ homeLink }: { homeLink?: (label: string) => ReactNode }) {
  const { t } = useTranslation('common');
  const label = t('notAllowed.home');
  return (
    <MessageCard data-testid="not-allowed">
      <h1>{t('notAllowed.title')}</h1>
      <p>{t('notAllowed.body')}</p>
      <ButtonRow>{homeLink ? homeLink(label) : <HomeButton label={label} />}</ButtonRow>
    </MessageCard>
  );
}
