import { useState } from 'react';
import styled from 'styled-components';
import type { Language } from '@halaqa/contracts';
import { useTranslation } from '@halaqa/i18n';
import { Button } from '@halaqa/ui';
import { downloadDocument } from '../../commerce-ui/download-document';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin-block-start: 8px;
`;

const Failure = styled.span`
  color: ${({ theme }) => theme.colors.error};
`;

/** The two PDFs of an invoice or credit note (English, Arabic), each saying so while it comes and if it fails. */
export function DocumentDownloads({ document, name }: { document: { id: number; reference: string }; name: string }) {
  const { t } = useTranslation('mfe-commerce');
  const [busy, setBusy] = useState<Language | null>(null);
  const [failed, setFailed] = useState(false);
  const start = async (language: Language) => {
    setBusy(language);
    setFailed(false);
    try {
      await downloadDocument(document, language);
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  };
  const button = (language: Language, label: string) => (
    <Button
      type="button" $variant="ghost" disabled={busy !== null} aria-busy={busy === language || undefined}
      // In a list of documents, each button names its document (the visible words first, so speech input finds them).
      aria-label={busy === language ? undefined : t('order.downloadNamed', { document: name, language: label })}
      onClick={() => void start(language)} data-testid={`download-${language}`}
    >
      {busy === language ? t('order.downloading') : label}
    </Button>
  );
  return (
    <Row>
      {button('en', t('order.downloadEnglish'))}
      {button('ar', t('order.downloadArabic'))}
      {failed && <Failure role="alert">{t('order.downloadFailed')}</Failure>}
    </Row>
  );
}
