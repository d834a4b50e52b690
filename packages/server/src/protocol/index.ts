export * from './messages.ts';
export { actionSchema } from './action-schema.ts';
