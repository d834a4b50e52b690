/**
 * Undo and redo: the commands applied, each with the document it changed, on two stacks. A new command drops what
 * could be redone. Plain data, so the page keeps it in React state.
 */
import { applyCommand, type Command } from './commands.ts';
import type { MissionDoc } from './mission.ts';

interface Step {
  command: Command;
  before: MissionDoc;
}

export interface History {
  doc: MissionDoc;
  done: readonly Step[];
  undone: readonly Step[];
}

/** How many steps are kept (a long session forgets its oldest edits, not its newest). */
const LIMIT = 200;

export const startHistory = (doc: MissionDoc): History => ({ doc, done: [], undone: [] });

/** The history after `command`; the same history when the command changes nothing. */
export function perform(h: History, command: Command): History {
  const doc = applyCommand(h.doc, command);
  if (doc === h.doc) return h;
  return { doc, done: [...h.done, { command, before: h.doc }].slice(-LIMIT), undone: [] };
}

export function undo(h: History): History {
  const step = h.done.at(-1);
  if (!step) return h;
  return { doc: step.before, done: h.done.slice(0, -1), undone: [...h.undone, step] };
}

export function redo(h: History): History {
  const step = h.undone.at(-1);
  if (!step) return h;
  return { doc: applyCommand(h.doc, step.command), done: [...h.done, step], undone: h.undone.slice(0, -1) };
}
