import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { bidiRuns } from './bidi-runs';
import { certificateFontFile, type Weight } from './certificate-fonts';
import { certificateDate, WORDING } from './certificate-texts';
import { fixRightToLeftLigatures } from './ligature-text';

export interface CertificateDocument {
  language: 'ARABIC' | 'ENGLISH';
  holderName: string;
  courseName: string;
  organizationName: string;
  issuedAt: Date;
  verificationCode: string;
  /** The public page the QR code leads to. */
  verificationUrl: string;
  revoked: boolean;
  primaryColor: string;
  secondaryColor: string;
  fontFamily: string;
  /** The organization's certificate icon (PNG or JPEG), or null. */
  icon: Buffer | null;
}

/** A4 landscape, in points. */
const WIDTH = 842;
const HEIGHT = 595;
const INK = '#1f2937';
const MUTED = '#4b5563';
const FALLBACK_ACCENT = '#1e3a5f';

/** The template's color, unless it is too light to print on white (the spec's default color is #ffffff). */
function accentOf(primary: string, secondary: string): string {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16) / 255) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  return [primary, secondary].find((color) => /^#[0-9a-f]{6}$/i.test(color) && luminance(color) < 0.6) ?? FALLBACK_ACCENT;
}

/** Font features passed on every call: with features, pdfkit shapes the whole run at once instead of word by word (which breaks right-to-left order). */
const FEATURES: PDFKit.Mixins.OpenTypeFeatures[] = ['kern'];

/**
 * One line, centered: split into bidi runs, each run drawn in its script's
 * font at its visual place, in reading order (so the PDF's text reads in
 * reading order when extracted).
 */
function centeredLine(doc: PDFKit.PDFDocument, text: string, y: number, size: number, weight: Weight, options: { rtl: boolean; family: string; color: string }): void {
  const { logical, visual } = bidiRuns(text, options.rtl ? 'rtl' : 'ltr');
  const choose = (run: (typeof logical)[number]) => {
    doc.font(certificateFontFile(run.script, weight, options.family)).fontSize(size);
    fixRightToLeftLigatures(doc);
  };
  const widths = new Map(visual.map((run) => {
    choose(run);
    return [run, doc.widthOfString(run.text, { features: FEATURES })] as const;
  }));
  let x = (WIDTH - [...widths.values()].reduce((sum, width) => sum + width, 0)) / 2;
  const positions = new Map(visual.map((run) => {
    const at = x;
    x += widths.get(run)!;
    return [run, at] as const;
  }));
  doc.fillColor(options.color);
  for (const run of logical) {
    choose(run);
    doc.text(run.text, positions.get(run)!, y, { lineBreak: false, features: FEATURES });
  }
}

function drawQr(doc: PDFKit.PDFDocument, url: string, x: number, y: number, size: number): void {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const cell = size / (modules.size + 2);
  doc.rect(x, y, size, size).fill('#ffffff');
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      if (modules.get(row, column)) doc.rect(x + (column + 1) * cell, y + (row + 1) * cell, cell, cell);
    }
  }
  doc.fill(INK);
}

/**
 * The certificate as a one-page PDF, drawn on the server with pdfkit:
 * fontkit shapes Arabic (joining forms, lam-alef), bidi-js orders mixed
 * lines, and the text stays extractable in reading order
 * (docs/decisions/0013-certificate-pdf.md).
 */
export async function renderCertificatePdf(certificate: CertificateDocument): Promise<Buffer> {
  const rtl = certificate.language === 'ARABIC';
  const words = WORDING[certificate.language];
  const accent = accentOf(certificate.primaryColor, certificate.secondaryColor);
  const doc = new PDFDocument({
    size: [WIDTH, HEIGHT], margin: 0, lang: rtl ? 'ar' : 'en', displayTitle: true,
    info: { Title: `${words.title}: ${certificate.holderName}`, Author: certificate.organizationName, Subject: certificate.courseName },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });

  const line = (text: string, y: number, size: number, weight: Weight, color = INK, direction = rtl) =>
    centeredLine(doc, text, y, size, weight, { rtl: direction, family: certificate.fontFamily, color });

  doc.lineWidth(6).rect(18, 18, WIDTH - 36, HEIGHT - 36).stroke(accent);
  doc.lineWidth(1).rect(30, 30, WIDTH - 60, HEIGHT - 60).stroke(accent);
  if (certificate.icon) {
    try {
      doc.image(certificate.icon, WIDTH / 2 - 30, 48, { fit: [60, 60], align: 'center', valign: 'center' });
    } catch {
      // An icon pdfkit cannot read (not PNG or JPEG) is left out rather than failing the certificate.
    }
  }
  line(words.title, 120, 34, 700, accent);
  line(words.certifies(certificate.organizationName), 184, 16, 400, MUTED);
  line(certificate.holderName, 214, 30, 700);
  line(words.completed, 270, 16, 400, MUTED);
  line(certificate.courseName, 300, 24, 700, accent);
  line(words.on(certificateDate(certificate.issuedAt, certificate.language)), 350, 14, 400, MUTED);
  if (certificate.revoked) line(words.revoked, 385, 16, 700, '#b91c1c');

  drawQr(doc, certificate.verificationUrl, WIDTH / 2 - 45, 412, 90);
  line(words.code(certificate.verificationCode), 508, 11, 700);
  line(words.verifyAt, 526, 9, 400, MUTED);
  line(certificate.verificationUrl, 540, 9, 400, MUTED, false);
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
