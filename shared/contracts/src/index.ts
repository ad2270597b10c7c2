// Everything with zod. Browser code imports only types from here (and the zod-free subpaths at runtime).
export * from './errors';
export * from './limits';
export * from './enums';
export * from './text-rules';
export * from './short-text';
export * from './common';
export * from './routes';
export * from './health';
export * from './auth';
export * from './users';
export * from './home';
export * from './friends';
export * from './feed';
export * from './ai';
export * from './bucket';
export * from './moment';
export * from './offline-proof';
