import path from 'node:path';

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
type PdfDocument = Awaited<ReturnType<PdfJs['getDocument']>['promise']>;

let loading: Promise<PdfJs> | null = null;

/**
 * pdfjs, loaded on the first PDF only (it is large). No worker thread: in
 * Node pdfjs runs its "fake worker" in this thread, and handing it the
 * worker module up front keeps it from importing a worker file by URL
 * (which neither the bundle nor Jest could resolve).
 */
function loadPdfJs(): Promise<PdfJs> {
  loading ??= keepingNativePush(async () => {
    const worker = await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
    (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = worker;
    return import('pdfjs-dist/legacy/build/pdf.mjs');
  });
  return loading;
}

/**
 * The legacy build carries core-js, which on Node 20's V8 (a corner case:
 * push past a length of 2^32 - 1) replaces Array.prototype.push with a
 * JavaScript version for the whole process, so after the first PDF every
 * push in the API (the database driver's rows, drizzle) ran through it: a
 * few per cent of every request. pdfjs works with the native one.
 */
async function keepingNativePush<T>(load: () => Promise<T>): Promise<T> {
  const nativePush = Array.prototype.push;
  try {
    return await load();
  } finally {
    if (Array.prototype.push !== nativePush) {
      Object.defineProperty(Array.prototype, 'push', { value: nativePush, writable: true, configurable: true, enumerable: false });
    }
  }
}

function pdfJsData(folder: 'standard_fonts' | 'cmaps' | 'wasm'): string {
  return `${path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), folder)}${path.sep}`;
}

/** A PDF opened with pdfjs on the server (no script evaluation, no system fonts); the caller destroys it. */
export async function openPdf(bytes: Uint8Array): Promise<PdfDocument> {
  const pdfjs = await loadPdfJs();
  return pdfjs.getDocument({
    // pdfjs takes ownership of (detaches) the buffer it is given: hand it a copy.
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    standardFontDataUrl: pdfJsData('standard_fonts'),
    cMapUrl: pdfJsData('cmaps'),
    cMapPacked: true,
    wasmUrl: pdfJsData('wasm'),
    verbosity: 0,
  }).promise;
}
