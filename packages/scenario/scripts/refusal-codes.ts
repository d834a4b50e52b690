/**
 * Migration of the scenario files to the one step language of the core's loop (docs/scenarios.md, "Steps"):
 *
 * - a refused step names its refusal by code: an `illegal:` that still holds a piece of the refusal's English
 *   message (`illegal: "must be reloaded"`) becomes the code of the refusal the step gets (`illegal: weapon.reload`),
 *   found by running the file; a value the refusal's message does not contain is reported and left as it is;
 * - the step keys are `seat` and `now` in every dialect: a Seconds to Live step's `by:` and `at:` are renamed.
 *
 *   npx tsx packages/scenario/scripts/refusal-codes.ts [files or folders, default: scenarios]
 *
 * Only the migrated values and keys change (comments, layout and the rest of each line stay). Run twice, it
 * changes nothing: the lead runs it again on scenario files written before the merge.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { isMap, isScalar, isSeq, parseDocument, type Node } from 'yaml';
import { collectScenarioFiles } from '../src/core/files.ts';
import { listenToRefusals } from '../src/core/steps.ts';
import { scenarios } from '../src/index.ts';

interface Edit {
  from: number;
  to: number;
  text: string;
}

const RENAMED: Record<string, string> = { by: 'seat', at: 'now' };

/** The step maps of a file, with their index. */
function stepMaps(text: string) {
  const doc = parseDocument(text);
  const steps = doc.get('steps', true) as Node | undefined;
  return { doc, steps: isSeq(steps) ? steps.items.filter(isMap) : [] };
}

/** Seconds to Live's `by`/`at` step keys renamed `seat`/`now`. */
function renameKeys(text: string): Edit[] {
  const { doc, steps } = stepMaps(text);
  if (doc.get('game') !== 'seconds') return [];
  const edits: Edit[] = [];
  for (const step of steps)
    for (const pair of step.items)
      if (isScalar(pair.key) && typeof pair.key.value === 'string' && RENAMED[pair.key.value] && pair.key.range)
        edits.push({ from: pair.key.range[0], to: pair.key.range[1], text: RENAMED[pair.key.value] });
  return edits;
}

/** Each refused step's old message piece replaced by the code of the refusal it gets. */
function refusalCodes(file: string, text: string): { edits: Edit[]; left: string[] } {
  const seen = new Map<number, { expected: string; code: string; message: string }>();
  listenToRefusals((step, expected, got) => seen.set(step, { expected, ...got }));
  try {
    scenarios.runText(text, file, null);
  } finally {
    listenToRefusals(null);
  }
  const { steps } = stepMaps(text);
  const edits: Edit[] = [];
  const left: string[] = [];
  for (const [i, r] of seen) {
    if (r.code === r.expected) continue;
    const value = steps[i]?.get('illegal', true);
    const old = r.expected.toLowerCase();
    if (!isScalar(value) || !value.range || !`${r.code} ${r.message}`.toLowerCase().includes(old)) {
      left.push(`${file}: step ${i + 1}: "${r.expected}" is not in the refusal ${r.code} (${r.message})`);
      continue;
    }
    edits.push({ from: value.range[0], to: value.range[1], text: r.code });
  }
  return { edits, left };
}

function applyEdits(text: string, edits: Edit[]): string {
  let out = text;
  for (const e of [...edits].sort((a, b) => b.from - a.from)) out = out.slice(0, e.from) + e.text + out.slice(e.to);
  return out;
}

const args = process.argv.slice(2);
const { files, missing } = collectScenarioFiles(args.length ? args : ['scenarios']);
for (const m of missing) console.error(`no such file or folder: ${m}`);
let changed = 0;
for (const file of files) {
  const original = readFileSync(file, 'utf8');
  const renamed = applyEdits(original, renameKeys(original));
  const { edits, left } = refusalCodes(file, renamed);
  for (const l of left) console.error(l);
  const text = applyEdits(renamed, edits);
  if (text !== original) {
    writeFileSync(file, text);
    changed++;
  }
}
console.log(`${changed} of ${files.length} files changed`);
