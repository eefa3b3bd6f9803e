import { useNotify } from 'react-admin';

/**
 * Opens a PDF the API makes in a new tab: the tab is opened at once, while the click still
 * counts as the user's (no popup blocker stops it), then shown the file as a blob URL fetched
 * with the session's token. A failure closes the tab and shows the server's message, else
 * `failed` (a translation key).
 */
export function useOpenPdf() {
  const notify = useNotify();
  return async (load: () => Promise<Blob>, failed: string) => {
    const tab = window.open('', '_blank');
    try {
      const url = URL.createObjectURL(await load());
      if (tab) tab.location.href = url;
      else window.location.assign(url);
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (error) {
      tab?.close();
      notify((error as Error)?.message || failed, { type: 'error' });
    }
  };
}
