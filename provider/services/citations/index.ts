export * from './issued';
export * from './issued-actions';
export * from './issued-view';
export * from './mailing';
