import { lazy } from 'react';

// Only signed-in members see the avatar menu and the drawer's account
// entries: they (and the calls behind them) load in their own chunk, outside
// a visitor's first load (the shell's JS budget, ARCHITECTURE section 6).
const load = () => import(/* webpackChunkName: "member-chrome" */ './member-chrome');

export const AvatarMenu = lazy(() => load().then((module) => ({ default: module.AvatarMenu })));
export const DrawerAccount = lazy(() => load().then((module) => ({ default: module.DrawerAccount })));
/** The cart and the bell, together in the member chrome's chunk. */
export const MemberAppBarSlots = lazy(() => load().then((module) => ({ default: module.MemberAppBarSlots })));
