// Module hooks of the simulator's workers: TypeScript (.ts, .mts) compiled by esbuild, file by file, every
// other module left to Node. The CLI runs through tsx, but tsx keeps every function's name (esbuild's
// keepNames), so each closure the engines and bots create in their hot loops is followed by an
// Object.defineProperty call: 31% of the bytes a heuristic M0 game allocates (2.7 → 1.9 MB a game), and
// functions whose shape changes under the optimiser. The workers need no more than type stripping.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { transform } from 'esbuild';

const TYPESCRIPT = /\.m?ts$/;

export async function load(url, context, nextLoad) {
  if (!url.startsWith('file:') || !TYPESCRIPT.test(url)) return nextLoad(url, context);
  const file = fileURLToPath(url);
  const { code } = await transform(await readFile(file, 'utf8'), {
    loader: 'ts',
    format: 'esm',
    target: `node${process.versions.node}`,
    sourcemap: 'inline',
    sourcefile: file,
  });
  return { format: 'module', source: code, shortCircuit: true };
}
