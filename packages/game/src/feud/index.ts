export * from './feud-round';
export * from './feud-rules';
export * from './feud-accept';
