export * from './errors';
export * from './language';
export * from './organization';
export * from './routes';
export * from './remotes';
export * from './bus';
export * from './http';
export * from './domain-prefix';
