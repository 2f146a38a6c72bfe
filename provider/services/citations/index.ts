export * from './citation-types';
export * from './citation-settings';
export * from './citation-photos';
export * from './patrol-issue';
