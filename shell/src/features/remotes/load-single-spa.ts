/** single-spa, needed only once a remote mounts: kept out of the shell's first load. */
export const loadSingleSpa = () => import(/* webpackChunkName: "single-spa" */ 'single-spa');
