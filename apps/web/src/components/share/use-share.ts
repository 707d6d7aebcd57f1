// Share (SPEC §1): the Web Share API with the current URL only if it is /item/{number},
// otherwise the home page; where sharing is unsupported, the caller shows the link to copy.
import { useCallback, useState } from 'react';
import { shareUrl } from '@vitrina/contracts';

export function useShare() {
  const [fallbackUrl, setFallbackUrl] = useState<string | null>(null);

  const share = useCallback(async (title: string) => {
    const url = shareUrl(window.location.href, window.location.origin);
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // The person closed the share sheet: nothing more to do.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    setFallbackUrl(url);
  }, []);

  return { share, fallbackUrl, closeFallback: () => setFallbackUrl(null) };
}
