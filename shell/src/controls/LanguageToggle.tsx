import { useTranslation } from '@halaqa/i18n';
import styled from 'styled-components';
import { changeLanguage } from '@halaqa/i18n';
import { bus } from '@halaqa/bus';
import { useAppSelector } from '../store/store';

const Toggle = styled.button<{ $onPrimary?: boolean }>`
  min-height: 40px;
  padding: 0 12px;
  border-radius: ${({ theme }) => theme.radius}px;
  border: 1px solid currentColor;
  background: transparent;
  color: ${({ theme, $onPrimary }) => ($onPrimary ? theme.colors.onPrimary : theme.colors.text)};
  font: inherit;
  cursor: pointer;
`;

/** The other language and the switch to it, for the toggle and the avatar menu. */
export function useLanguageSwitch() {
  const language = useAppSelector((state) => state.ui.language);
  const next = language === 'ar' ? 'en' : 'ar';
  // The shell's store follows the bus (ShellApp), like a switch made in a remote.
  const toggle = async () => {
    await changeLanguage(next);
    bus.emit('language.changed', { language: next });
  };
  return { next, toggle } as const;
}

/** Switches between English and Arabic everywhere on the page. */
export function LanguageToggle({ onPrimary = false }: { onPrimary?: boolean }) {
  const { t } = useTranslation('shell');
  const { next, toggle } = useLanguageSwitch();
  return (
    // The name starts with what the button shows (WCAG 2.5.3: a voice user says what they see), then says what it does.
    <Toggle type="button" onClick={toggle} aria-label={`${t('language.switchTo')}: ${t('language.label')}`} data-testid="language-toggle" $onPrimary={onPrimary}>
      <span lang={next}>{t('language.switchTo')}</span>
    </Toggle>
  );
}
