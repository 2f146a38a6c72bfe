export * from './citation-types';
export * from './citation-settings';
export * from './citation-photos';
export * from './patrol-issue';
export * from './issued';
export * from './issued-actions';
export * from './issued-view';
export * from './mailing';
