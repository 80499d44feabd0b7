import styled from 'styled-components';
import { useTranslation } from '@halaqa/i18n';
import { Button, Icon } from '@halaqa/ui';

const Remove = styled(Button)`
  svg { fill: currentColor; }
`;

/** Takes a course out of the favorites (the filled heart says it is in them). */
export function RemoveFavoriteButton({ name, onRemove }: { name: string; onRemove(): void }) {
  const { t } = useTranslation('mfe-lms');
  return (
    <Remove type="button" $variant="ghost" aria-label={t('favorites.removeLabel', { name })} onClick={onRemove} data-testid="remove-favorite">
      <Icon name="heart" />
      {t('favorites.remove')}
    </Remove>
  );
}
