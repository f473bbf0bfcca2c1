export * from './constants';
export * from './types';
export * from './answer-matching';
