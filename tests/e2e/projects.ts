// The end-to-end projects and the servers a run needs: one spec, or one project, starts only its own
// site (and so needs only its own build).

export type ProjectName = 'simulated' | 'live' | 'edge' | 'worker' | 'analytics' | 'sends' | 'nginx' | 'dev';
export const PROJECT_NAMES: readonly ProjectName[] = ['simulated', 'live', 'edge', 'worker', 'analytics', 'sends', 'nginx', 'dev'];

/** The project a spec file belongs to, by its name's prefix (the projects' testMatch in playwright.config.ts). */
export function projectOfSpec(file: string): ProjectName {
  const name = file.split(/[\\/]/).pop() ?? file;
  return PROJECT_NAMES.find((project) => project !== 'simulated' && name.startsWith(`${project}-`)) ?? 'simulated';
}

// Options of `playwright test` that take a value as the next argument.
const TAKES_VALUE =
  /^(-[cgjx]|--(config|grep|grep-invert|workers|retries|repeat-each|reporter|timeout|shard|max-failures|output|trace|global-timeout|tsconfig))$/;

/**
 * The projects a run reaches: VESTRY_E2E_PROJECTS (comma-separated) if set; else the command line's
 * `--project` options (all of them without one), narrowed to the projects of the spec files it names
 * (a filter that is not a spec file's name narrows nothing).
 */
export function projectsToServe(argv: readonly string[], env: Readonly<Record<string, string | undefined>>): ReadonlySet<ProjectName> {
  const listed = env.VESTRY_E2E_PROJECTS?.split(',').map((name) => name.trim());
  if (listed?.some(Boolean)) return new Set(PROJECT_NAMES.filter((name) => listed.includes(name)));
  const testAt = argv.indexOf('test');
  const args = testAt < 0 ? [] : argv.slice(testAt + 1);
  const chosen = new Set<ProjectName>();
  const ofFiles = new Set<ProjectName>();
  let narrows = true;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] ?? '';
    if (arg.startsWith('--project=')) addProject(chosen, arg.slice('--project='.length));
    else if (arg === '--project') addProject(chosen, args[(i += 1)]);
    else if (TAKES_VALUE.test(arg)) i += 1;
    else if (!arg.startsWith('-')) {
      // A spec file names its project; any other filter is a pattern that may match files of every project.
      const file = arg.replace(/(:\d+)+$/, '');
      if (file.endsWith('.spec.ts')) ofFiles.add(projectOfSpec(file));
      else narrows = false;
    }
  }
  const projects = chosen.size > 0 ? [...chosen] : PROJECT_NAMES;
  return new Set(narrows && ofFiles.size > 0 ? projects.filter((name) => ofFiles.has(name)) : projects);
}

function addProject(chosen: Set<ProjectName>, value: string | undefined): void {
  for (const part of value?.split(',') ?? []) {
    const name = PROJECT_NAMES.find((project) => project === part.trim());
    if (name) chosen.add(name);
  }
}
