import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@halaqa/i18n';
import { ButtonRow, MessageCard } from './Card';
import { Icon } from './Icon';

const Heading = styled.h1`
  display: flex;
  align-items: center;
  justify-content: center;
`;

const IconBadge = styled.span`
  display: inline-flex;
  width: 40px;
  height: 40px;
  margin-right: 16px;
  align-items: center;
  justify-content: center;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.secondary};
  color: ${({ theme }) => theme.colors.onSecondary};
`;

/**
 * The honest page of a screen whose content comes in a later issue: it says
 * so in the reader's language and offers the way home.
 */
export function NotAvailableYet({ title, organizationName, homeLink }: {
  title: string;
  organizationName: string;
  /** A router link to `/`, rendered by the caller so it uses its router. */
  homeLink: (label: string) => ReactNode;
}) {
  const { t } = useTranslation('common');
  return (
    <MessageCard data-testid="not-available" aria-labelledby="not-available-title">
      <Heading id="not-available-title">
        <IconBadge data-testid="not-available-icon" aria-hidden="true"><Icon name="hourglass" /></IconBadge>
        {title}
      </Heading>
      <p>
        <strong>{t('notAvailable.title')}.</strong> {t('notAvailable.body', { organization: organizationName })}
      </p>
      <ButtonRow>{homeLink(t('notAvailable.backHome'))}</ButtonRow>
    </MessageCard>
  );
}
