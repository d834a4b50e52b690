/** A refused action in this table's words, by the rules' code (the shell says the codes every game shares). */
import { type Refusal, tableRefusal } from '../../../shell/conn/refusal.ts';

export const explainRefusal = (_a: unknown, r: Refusal): string | null => tableRefusal('zombies', r);
