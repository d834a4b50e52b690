/** The `horde` command line (docs/cli.md). Each subcommand lives in commands/. */
import { Command, CommanderError } from 'commander';
import { registerBench } from './commands/bench.ts';
import { registerCorpus } from './commands/corpus.ts';
import { registerRender } from './commands/render.ts';
import { registerScenario } from './commands/scenario.ts';
import { registerValidate } from './commands/validate.ts';
import { registerServe } from './commands/serve.ts';
import { registerPlay } from './commands/play.ts';
import { registerSim } from './commands/sim.ts';
import { registerGames } from './games.ts';
import { UsageError } from './usage.ts';

export function buildProgram(): Command {
  const program = new Command('horde')
    .description('Horde: a digital table for zombie board games')
    .showHelpAfterError('(run with --help for usage)')
    .exitOverride();
  registerGames(program);
  registerScenario(program);
  registerValidate(program);
  const bench = registerBench(program);
  registerSim(program, bench);
  registerRender(program);
  registerServe(program);
  registerPlay(program);
  registerCorpus(program);
  // Subcommands inherit the exit override and the help hint.
  for (const c of program.commands) c.exitOverride().showHelpAfterError('(run with --help for usage)');
  for (const c of program.commands)
    for (const sub of c.commands) sub.exitOverride().showHelpAfterError('(run with --help for usage)');
  return program;
}

export async function main(argv: string[]): Promise<number> {
  try {
    await buildProgram().parseAsync(argv, { from: 'user' });
    return typeof process.exitCode === 'number' ? process.exitCode : 0;
  } catch (e) {
    if (e instanceof CommanderError) return e.exitCode === 0 ? 0 : 2; // commander already printed the message
    if (e instanceof UsageError) {
      console.error(`horde: ${e.message}`);
      return 2;
    }
    throw e;
  }
}

const isEntry = process.argv[1] !== undefined && /(horde(\.js)?|main\.ts)$/.test(process.argv[1]);
if (isEntry) process.exitCode = await main(process.argv.slice(2));
