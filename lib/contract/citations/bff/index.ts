export * from './types';
export * from './settings';
export * from './issued';
export * from './mailing';
export * from './appeals';
export * from './portal';
