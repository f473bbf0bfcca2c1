export * from './http';
export * from './realtime';
export * from './my-topics-http';
export * from './tv-pairing';
export * from './survey-http';
