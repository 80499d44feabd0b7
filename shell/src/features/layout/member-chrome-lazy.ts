import { createElement } from 'react';
import { lazyComponent } from '@halaqa/ui';
import { BellRoom } from '../../notifications/bell-room';

// Only signed-in members see the avatar menu and the drawer's account
// entries: they (and the calls behind them) load in their own chunk, outside
// a visitor's first load (the shell's JS budget, ARCHITECTURE section 6).
const load = () => import(/* webpackChunkName: "member-chrome" */ './member-chrome');

export const AvatarMenu = lazyComponent(() => load().then((module) => module.AvatarMenu));
export const DrawerAccount = lazyComponent(() => load().then((module) => module.DrawerAccount));
/** The cart and the bell, together in the member chrome's chunk. */
export const MemberAppBarSlots = lazyComponent(() => load().then((module) => module.MemberAppBarSlots), createElement(BellRoom, { 'aria-hidden': 'true' }));
