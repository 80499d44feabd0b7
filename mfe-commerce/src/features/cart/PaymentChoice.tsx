import styled from 'styled-components';
import { useTranslation, usePageLanguage } from '@halaqa/i18n';
import { RadioGroup } from '@halaqa/ui/forms';
import type { Provider, ProviderChoice } from '../../api/types';

const Disclosure = styled.section`
  padding: 12px 16px;
  margin-block-end: 16px;
  border-inline-start: 4px solid ${({ theme }) => theme.colors.info};
  background: ${({ theme }) => theme.colors.background};
  border-radius: ${({ theme }) => theme.radius}px;
  h3 { margin: 0 0 6px; font-size: 1rem; }
  p { margin: 0; line-height: 1.5; white-space: pre-line; }
`;

/** The id of the shown disclosure, which the pay button is described by. */
export const DISCLOSURE_ID = 'payment-disclosure';

/**
 * The ways to pay the cart answer offers (card, Tamara, Tabby). A
 * buy-now-pay-later provider's payment disclosure shows as soon as it is
 * chosen: the member reads it before being sent to the provider.
 */
export function PaymentChoice({ providers, value, onChange, disabled }: {
  providers: readonly ProviderChoice[];
  value: Provider | null;
  onChange(provider: Provider): void;
  disabled: boolean;
}) {
  const { t } = useTranslation('mfe-commerce');
  const language = usePageLanguage();
  const chosen = providers.find((choice) => choice.provider === value) ?? null;
  return (
    <div data-testid="payment-choice">
      <RadioGroup
        name="provider"
        label={t('payment.legend')}
        value={value}
        disabled={disabled}
        onChange={(next) => onChange(next as Provider)}
        options={providers.map((choice) => ({
          value: choice.provider,
          label: t(`payment.${choice.provider}`),
          description: t(`payment.${choice.provider}Hint`),
        }))}
      />
      {chosen?.disclosure ? (
        <Disclosure id={DISCLOSURE_ID} aria-labelledby={`${DISCLOSURE_ID}-title`} data-testid="payment-disclosure">
          <h3 id={`${DISCLOSURE_ID}-title`}>{t('payment.disclosureTitle')}</h3>
          <p dir="auto">{language === 'ar' ? chosen.disclosure.ar : chosen.disclosure.en}</p>
        </Disclosure>
      ) : null}
    </div>
  );
}
