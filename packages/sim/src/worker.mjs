// Worker entry for piscina: there is no build step, so register tsx's ESM loader in this
// thread before importing the TypeScript task module.
import { register } from 'tsx/esm/api';

register();
const { default: simTask } = await import('./worker.ts');

export default simTask;
