import type { PageProps } from '@halaqa/mfe-runtime';
import type { LmsPage } from '../../definition';

/** What a page inside the player frame gets: which route it is, and the route's parameters. */
export interface PlayerChildProps {
  page: LmsPage;
  params: PageProps['params'];
  title: string | null;
}
