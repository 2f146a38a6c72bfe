export * from './meters';
export * from './rates';
export * from './sessions';
