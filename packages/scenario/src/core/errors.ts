/** A malformed scenario: one line naming the file, the line (when known), the key path and what is wrong. */
export class ScenarioError extends Error {
  readonly file: string;
  readonly line: number | undefined;
  readonly path: string;
  readonly detail: string;
  constructor(file: string, line: number | undefined, path: string, detail: string) {
    const where = line !== undefined ? `${file}:${line}` : file;
    super(`${where}: ${path ? `${path}: ` : ''}${detail}`);
    this.name = 'ScenarioError';
    this.file = file;
    this.line = line;
    this.path = path;
    this.detail = detail;
  }
}

/** A key path as people write it: steps[2].ranged.at */
export function formatPath(path: readonly (string | number)[]): string {
  let out = '';
  for (const key of path) out += typeof key === 'number' ? `[${key}]` : out === '' ? key : `.${key}`;
  return out;
}
