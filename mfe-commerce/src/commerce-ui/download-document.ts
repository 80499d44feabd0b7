import type { Language } from '@halaqa/contracts';
import { invoicePdf } from '../api/commerce-calls';

/**
 * Downloads an invoice or credit note PDF in a language: the API wants the
 * member's token, which a plain link cannot carry, so the file is fetched and
 * handed to the browser as a download of a blob address (revoked right after).
 */
export async function downloadDocument(document: { id: number; reference: string }, language: Language): Promise<void> {
  const blob = await invoicePdf(document.id, language);
  const url = URL.createObjectURL(blob);
  const link = window.document.createElement('a');
  link.href = url;
  link.download = `${document.reference.replace(/[^A-Za-z0-9_-]+/g, '-')}-${language}.pdf`;
  window.document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
