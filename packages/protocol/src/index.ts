export * from './http';
export * from './realtime';
