import type { PageMap } from '@halaqa/mfe-runtime';
import type { social } from '../../definition';
import { lazyPage } from '@halaqa/ui/pages';

/** The groups slice's pages, each in its own chunk. */
export const groupPages = {
  myGroups: lazyPage(() => import(/* webpackChunkName: "my-groups" */ './my-groups/MyGroupsPage'), 'MyGroupsPage'),
  group: lazyPage(() => import(/* webpackChunkName: "group" */ './group/GroupPage'), 'GroupPage'),
  groupPost: lazyPage(() => import(/* webpackChunkName: "group-post" */ './post/GroupPostPage'), 'GroupPostPage'),
  savedPosts: lazyPage(() => import(/* webpackChunkName: "saved-posts" */ './saved/SavedPostsPage'), 'SavedPostsPage'),
} satisfies Partial<PageMap<typeof social.routes>>;
