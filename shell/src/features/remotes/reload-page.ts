/** Loads the page again from the server (a remote that cannot be started again in place). */
export function reloadPage(): void {
  window.location.reload();
}
