/** Copies a link to the clipboard; false when the browser refuses (no permission, an old browser). */
export async function copyLink(address: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) return false;
    await navigator.clipboard.writeText(new URL(address, window.location.origin).toString());
    return true;
  } catch {
    return false;
  }
}
