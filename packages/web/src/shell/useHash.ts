/** The URL's hash as state, and a way to go to another screen (leaving an invite path for the app proper). */
import { useCallback, useEffect, useState } from 'react';

export function useHash(): [string, (hash: string) => void] {
  const [hash, setHash] = useState(() => location.hash);
  useEffect(() => {
    const on = () => setHash(location.hash);
    window.addEventListener('hashchange', on);
    return () => window.removeEventListener('hashchange', on);
  }, []);
  const go = useCallback((h: string) => {
    if (location.pathname !== '/' && location.pathname.startsWith('/play/')) {
      location.assign(`/${h}`);
      return;
    }
    location.hash = h;
  }, []);
  return [hash, go];
}
