import { useEffect } from 'react';

/** Spec guard step 5: the page title is the route's name, else the product title. */
export function usePageTitle(title: string | null, organizationName: string, productTitle: string) {
  useEffect(() => {
    document.title = title ? `${title} | ${organizationName}` : `${organizationName} | ${productTitle}`;
  }, [title, organizationName, productTitle]);
}
