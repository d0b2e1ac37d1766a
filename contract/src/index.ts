// @zak/contract: the API's request and response types and the limits both sides share.
export * from './constants';
export type * from './types';
export type * from './payments';
export * from './progress';
export * from './legal';
export * from './training';
export * from './reminders';
export * from './coaching';
export type * from './jobs';
