import styled from 'styled-components';
import { Spinner } from '@halaqa/ui';
import { useNotificationSettings } from '../api/notification-queries';
import { useNotificationTexts } from '../notification-texts';

const Intro = styled.p`margin: 0; padding: 12px 16px; color: ${({ theme }) => theme.colors.muted}; font-size: 0.875rem;`;
const List = styled.ul`list-style: none; margin: 0; padding: 0;`;
const Item = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 10px 16px;
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  small { display: block; color: ${({ theme }) => theme.colors.muted}; }
`;
const Switch = styled.button`
  flex: none;
  position: relative;
  width: 44px;
  height: 24px;
  border-radius: 12px;
  border: 2px solid ${({ theme }) => theme.colors.muted};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
  &::after {
    content: '';
    position: absolute;
    top: 2px;
    inset-inline-start: 2px;
    width: 16px;
    height: 16px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.muted};
    transition: inset-inline-start 0.15s;
  }
  &[aria-checked='true'] { background: ${({ theme }) => theme.colors.primaryText}; border-color: ${({ theme }) => theme.colors.primaryText}; }
  &[aria-checked='true']::after { inset-inline-start: 22px; background: ${({ theme }) => theme.colors.surface}; }
`;

/** The settings tab: a switch per control group (on: the member hears about it). */
export function NotificationSettings() {
  const { t } = useNotificationTexts();
  const { groups, settings, update } = useNotificationSettings();
  if (groups.isPending || settings.isPending) return <Spinner label={t('loading')} />;
  if (groups.isError || settings.isError) return <Intro role="alert">{t('settingsError')}</Intro>;
  const disabled = new Map(settings.data.map((setting) => [setting.notificationControlGroupId, setting.isDisabled]));
  return (
    <div data-testid="notification-settings">
      <Intro>{t('settingsIntro')}</Intro>
      <List>
        {groups.data.map((group) => {
          const on = !disabled.get(group.id);
          const labelId = `notification-group-${group.id}`;
          return (
            <Item key={group.id}>
              <span id={labelId}>{group.name}<small>{group.description}</small></span>
              <Switch type="button" role="switch" aria-checked={on} aria-labelledby={labelId} data-testid={`notification-switch-${group.key}`}
                onClick={() => update.mutate({ notificationControlGroupId: group.id, isDisabled: on })} />
            </Item>
          );
        })}
      </List>
    </div>
  );
}
