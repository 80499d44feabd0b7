/**
 * SVG markup as a data: address for an <img>. The server's QR code is shown
 * as an image, never put into the page as markup: nothing in it can run,
 * and it scales as one picture. The bytes are UTF-8, then base64.
 */
export function svgDataUrl(svg: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(svg)) binary += String.fromCharCode(byte);
  return `data:image/svg+xml;base64,${btoa(binary)}`;
}
