export { bus, createBus, type Bus, type ChannelLike } from './bus';
