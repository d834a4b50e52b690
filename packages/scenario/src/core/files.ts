/** Scenario files from paths: a file as given, a folder searched recursively for .yaml/.yml (skipping known-failing/ unless named). */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const KNOWN_FAILING_DIR = 'known-failing';

export function collectScenarioFiles(paths: readonly string[]): { files: string[]; missing: string[] } {
  const files: string[] = [];
  const missing: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== KNOWN_FAILING_DIR) walk(full);
      } else if (/\.ya?ml$/.test(entry.name)) files.push(full);
    }
  };
  for (const p of paths) {
    let st: ReturnType<typeof statSync>;
    try {
      st = statSync(p);
    } catch {
      missing.push(p);
      continue;
    }
    if (st.isDirectory()) walk(p);
    else files.push(p);
  }
  return { files, missing };
}
