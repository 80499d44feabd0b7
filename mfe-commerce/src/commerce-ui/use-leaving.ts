import { useEffect, useState } from 'react';

/**
 * Whether the page is on its way to the payment provider (its button says
 * so and stays disabled). The browser's back button may bring the page back
 * from its cache as it was left: then it is not leaving any more.
 */
export function useLeaving(): [boolean, (leaving: boolean) => void] {
  const [leaving, setLeaving] = useState(false);
  useEffect(() => {
    const back = (event: PageTransitionEvent) => { if (event.persisted) setLeaving(false); };
    window.addEventListener('pageshow', back);
    return () => window.removeEventListener('pageshow', back);
  }, []);
  return [leaving, setLeaving];
}
