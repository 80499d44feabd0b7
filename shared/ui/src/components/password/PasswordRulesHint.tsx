import styled from 'styled-components';
import { failingPasswordRules, PASSWORD_RULES } from '@halaqa/contracts';
import { useTranslation } from '@halaqa/i18n';
import { VisuallyHidden } from '../VisuallyHidden';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 4px;
  font-size: 0.85rem;
`;

const Item = styled.li<{ $met: boolean }>`
  display: flex;
  align-items: center;
  gap: 8px;
  color: ${({ theme, $met }) => ($met ? theme.colors.success : theme.colors.muted)};
  &::before {
    content: '${({ $met }) => ($met ? '✓' : '•')}';
    inline-size: 1em;
    text-align: center;
    font-weight: 700;
  }
`;

/**
 * The password rules of spec section 5, each marked met or missing as the
 * person types (live hints for every failing rule). Point the password
 * input's aria-describedby at `id`.
 */
export function PasswordRulesHint({ password, id }: { password: string; id?: string }) {
  const { t } = useTranslation('common');
  const failing = new Set(failingPasswordRules(password));
  return (
    <div id={id} data-testid="password-rules">
      <VisuallyHidden>{t('password.rulesTitle')}</VisuallyHidden>
      <List aria-live="polite">
        {PASSWORD_RULES.map((rule) => {
          const met = !failing.has(rule);
          return (
            <Item key={rule} $met={met} data-testid={`password-rule-${rule}`} data-met={met}>
              {t(`password.rules.${rule}`)}
              <VisuallyHidden>({met ? t('password.ruleMet') : t('password.ruleMissing')})</VisuallyHidden>
            </Item>
          );
        })}
      </List>
    </div>
  );
}
