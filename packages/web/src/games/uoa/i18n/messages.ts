/** Undead or Alive's messages (see zombicide/messages.ts; its content adds the Abomination): a chunk a language. */
import { zombicideMessages } from '../../zombicide/messages.ts';

export const messages = zombicideMessages(
  () => import('./en.json'),
  () => import('./fr.json'),
  () => import('./content.fr.json'),
);
