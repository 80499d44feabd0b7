/**
 * Hands a fetched file to the browser as a download (the API wants the
 * member's token, which a plain link cannot carry). An object so a component
 * test can stand in for the browser.
 */
export const fileSaver = {
  save(blob: Blob, name: string): void {
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  },
};
