import { ApiError } from './ApiError';
import { requestLanguage } from './requestLanguage';

/**
 * GETs a file with the session cookie and saves it in the browser under `fileName`
 * (a temporary object URL clicked through a hidden link). Non-2xx answers throw {@link ApiError}.
 */
export async function downloadFile(url: string, fileName: string): Promise<void> {
  const res = await fetch(url, { method: 'GET', credentials: 'include', headers: { 'Accept-Language': requestLanguage() } });
  if (!res.ok) throw await ApiError.fromResponse(res);
  const blob = await res.blob();
  const href = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = href;
    link.download = fileName;
    link.style.display = 'none';
    document.body.appendChild(link);
    link.click();
    link.remove();
  } finally {
    // Revoked after the click has been handled, so the download keeps its data.
    setTimeout(() => URL.revokeObjectURL(href), 1000);
  }
}
