/** The Classic table's messages (see zombicide/messages.ts): each language a chunk fetched when first used. */
import { zombicideMessages } from '../../zombicide/messages.ts';

export const messages = zombicideMessages(
  () => import('./en.json'),
  () => import('./fr.json'),
  () => import('./content.fr.json'),
);
