// Dependency direction for the Horde monorepo (DESIGN.md, "Layout": dependencies point one way).
// A package may import only the packages before it:
//   core → rules (zombicide, later seconds, zombies) → content → bots → games
//        → (sim, scenario, server) → web → cli
// Run: npm run depcheck
const fs = require('node:fs');
const path = require('node:path');

const RULES = '(zombicide|seconds|zombies)'; // the rules packages, present and planned
const TEST = '\\.test\\.tsx?$'; // test files proper (helpers are not tests)
const pkg = (names) => `^packages/${names}/`;

// Which per-game folders (bots/src/<game>/, scenario/src/<game>/, web/src/games/<game>/) may
// import each rules package: only a game's own folder knows its rules.
// The zombicide/ folders hold what both Zombicides share.
const GAME_FOLDERS = { zombicide: '(uoa|classic|zombicide)', seconds: 'seconds', zombies: 'zombies' };
// `also`: other folders that may import a rules package (by its name), beside the games' own.
const perGameRules = (name, comment, base, gamesDir = base, also = {}) =>
  Object.entries(GAME_FOLDERS).map(([rules, folders]) => ({
    name: `${name}-${rules}`,
    severity: 'error',
    comment,
    from: {
      path: `^packages/${base}`,
      pathNot: [`^packages/${gamesDir}${folders}/`, ...(also[rules] ? [`^packages/${also[rules]}`] : [])],
    },
    to: { path: pkg(rules) },
  }));

// Every package declares the @horde/* packages it imports. dependency-cruiser's
// not-to-undeclared does not look at workspace (@horde/*) imports, so we derive
// one rule per package from its package.json (dependencies + devDependencies).
const PACKAGES = fs
  .readdirSync(path.join(__dirname, 'packages'))
  .filter((name) => fs.existsSync(path.join(__dirname, 'packages', name, 'package.json')));
const undeclaredRules = PACKAGES.flatMap((name) => {
  const manifest = JSON.parse(fs.readFileSync(path.join(__dirname, 'packages', name, 'package.json'), 'utf8'));
  const declared = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies })
    .filter((dep) => dep.startsWith('@horde/'))
    .map((dep) => dep.slice('@horde/'.length));
  const undeclared = PACKAGES.filter((other) => other !== name && !declared.includes(other));
  if (undeclared.length === 0) return [];
  return [
    {
      name: `manifest-${name}`,
      severity: 'error',
      comment: `packages/${name}/package.json must list every @horde/* package that ${name} imports.`,
      from: { path: pkg(name) },
      to: { path: pkg(`(${undeclared.join('|')})`) },
    },
  ];
});

module.exports = {
  forbidden: [
    {
      name: 'core-standalone',
      severity: 'error',
      comment: 'core is the bottom layer: it imports no other package.',
      from: { path: pkg('core') },
      to: { path: '^packages/', pathNot: pkg('core') },
    },
    {
      name: 'core-no-node',
      severity: 'error',
      comment: 'core runs in the browser and in workers too: no Node built-in, tests included.',
      from: { path: pkg('core') },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'rules-no-node',
      severity: 'error',
      comment: 'The rules engines run in the server, a worker and the browser: no Node built-in outside *.test.ts.',
      from: { path: pkg(RULES), pathNot: TEST },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'engines-no-dom',
      severity: 'error',
      comment: 'core, the rules and content must not depend on a DOM-only package.',
      from: { path: pkg(`(core|${RULES}|content)`) },
      to: { path: 'node_modules/(react|react-dom|jsdom|happy-dom|@testing-library|playwright-core|vite)/' },
    },
    {
      name: 'rules-only-core',
      severity: 'error',
      comment: 'The rules get content as input and know nothing above them (tests and test kits included).',
      from: { path: pkg(RULES) },
      to: { path: pkg('(content|games|bots|sim|scenario|server|web|cli)') },
    },
    {
      name: 'content-direction',
      severity: 'error',
      comment: 'content may use core and the rules only.',
      from: { path: pkg('content') },
      to: { path: pkg('(games|bots|sim|scenario|server|web|cli)') },
    },
    {
      name: 'content-no-node',
      severity: 'warn',
      comment:
        'DESIGN: content imports no Node API (so loaders run in the browser). Not yet true: file loaders use node:fs.',
      from: { path: pkg('content'), pathNot: TEST },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'bots-direction',
      severity: 'error',
      comment: 'bots use the contract (core) and rules; never content or anything above.',
      from: { path: pkg('bots') },
      to: { path: pkg('(content|games|sim|scenario|server|web|cli)') },
    },
    {
      name: 'games-direction',
      severity: 'error',
      comment: 'games binds rules, content and bots; the apps use it, not the reverse.',
      from: { path: pkg('games') },
      to: { path: pkg('(sim|scenario|server|web|cli)') },
    },
    {
      name: 'apps-direction',
      severity: 'error',
      comment: 'sim, scenario and server sit below web and cli.',
      from: { path: pkg('(sim|scenario|server)') },
      to: { path: pkg('(web|cli)') },
    },
    {
      name: 'apps-not-scenario',
      severity: 'error',
      comment: 'sim and server do not depend on the scenario runner.',
      from: { path: pkg('(sim|server)') },
      to: { path: pkg('scenario') },
    },
    {
      name: 'apps-peers',
      severity: 'error',
      comment: 'sim and server are peers: neither imports the other (keeps the package graph acyclic).',
      from: { path: pkg('(sim|server)') },
      to: { path: pkg('(sim|server)'), pathNot: pkg('$1') },
    },
    {
      name: 'apps-via-games',
      severity: 'error',
      comment: 'server, sim and cli are game-agnostic: they reach a game through @horde/games, never the rules.',
      from: { path: pkg('(server|sim|cli)') },
      to: { path: pkg(RULES) },
    },
    {
      name: 'only-cli-imports-web',
      severity: 'error',
      comment: 'web is near the top: only cli (and web itself) may import it.',
      from: { pathNot: pkg('(web|cli)') },
      to: { path: pkg('web') },
    },
    {
      name: 'nothing-imports-cli',
      severity: 'error',
      comment: 'cli is the top layer.',
      from: { pathNot: pkg('cli') },
      to: { path: pkg('cli') },
    },
    {
      name: 'no-package-cycle',
      severity: 'error',
      comment: 'No import cycle may cross a package boundary.',
      from: { path: '^packages/([^/]+)/' },
      to: { circular: true, via: { pathNot: pkg('$1') } },
    },
    {
      name: 'no-value-circle',
      severity: 'error',
      comment:
        'No circle of value imports (type-only imports do not count): a shared piece gets one home the others ' +
        "import, or control goes back to the turn's driver (the Zombicide phases hand back to resume()).",
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'Every import must resolve (a moved or deleted file); virtual:* modules come from Vite plugins.',
      from: {},
      to: { couldNotResolve: true, pathNot: '^virtual:' },
    },
    {
      name: 'no-sibling-game',
      severity: 'error',
      comment:
        "A game's folder imports no other game's folder: what both Zombicides share lives in the package's zombicide/ " +
        'folder.',
      from: { path: '^packages/([^/]+)/src/(uoa|classic|seconds|zombies)/' },
      to: { path: '^packages/$1/src/(uoa|classic|seconds|zombies)/', pathNot: '^packages/$1/src/$2/' },
    },
    {
      name: 'no-sibling-ruleset',
      severity: 'error',
      comment:
        "A Zombicide ruleset's part of a shared zombicide/ folder (the scenario dialect's zombicide/uoa/, " +
        "zombicide/classic/) imports no other ruleset's part: what both share is the zombicide/ folder itself.",
      from: { path: '^packages/([^/]+)/src/zombicide/(uoa|classic)/' },
      to: { path: '^packages/$1/src/zombicide/(uoa|classic)/', pathNot: '^packages/$1/src/zombicide/$2/' },
    },
    {
      name: 'no-sibling-game-web',
      severity: 'error',
      comment:
        "The same for the web's tables (src/games/<game>/); a test that checks both Zombicide tables' words at once " +
        'may read both.',
      from: {
        path: '^packages/web/src/games/(uoa|classic|seconds|zombies)/',
        pathNot: `^packages/web/src/games/classic/|${TEST}`,
      },
      to: { path: '^packages/web/src/games/(uoa|classic|seconds|zombies)/', pathNot: '^packages/web/src/games/$1/' },
    },
    {
      name: 'shared-zombicide-generic',
      severity: 'error',
      comment: 'What both Zombicides share (a zombicide/ folder) names neither ruleset.',
      from: {
        path: '^packages/([^/]+)/src/(games/)?zombicide/',
        pathNot: '^packages/[^/]+/src/zombicide/(uoa|classic)/',
      },
      to: { path: '^packages/[^/]+/src/(games/)?(zombicide/)?(uoa|classic)/' },
    },
    ...perGameRules(
      'bots-rules-per-game',
      "Generic bots speak only the core contract; only a game's folder (src/<game>/) knows its rules.",
      'bots/src/',
    ),
    ...perGameRules(
      'web-shell-generic',
      "The web shell is game-agnostic: only a game's table (src/games/<game>/) knows its rules, and the mission studio (src/studio/) the Zombicides' boards.",
      'web/src/',
      'web/src/games/',
      { zombicide: 'web/src/studio/' },
    ),
    ...perGameRules(
      'scenario-core-generic',
      "The scenario runner's core is game-agnostic: only a game's dialect (src/<game>/) knows its rules.",
      'scenario/src/',
    ),
    ...undeclaredRules,
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // anchored to packages/: a looser pattern would also drop every dependency on an npm package
    exclude: { path: '^packages/[^/]+/(node_modules|dist|test-output)/' },
    moduleSystems: ['es6', 'cjs'],
    // type-only imports count too: a type from a higher package is still a dependency
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    // @horde/x → node_modules/@horde/x (symlink) → packages/x/src/… via its "exports"
    preserveSymlinks: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    skipAnalysisNotInRules: true,
  },
};
