// How the browser build groups modules into files (decision 041). Each file a page
// loads costs the phone a request, a <link rel="modulepreload"> and a module record — a few
// milliseconds of main thread each on a slow phone — so what every page needs is one file
// (`core`, `react-dom`), and the small app modules the public screens share are one more
// (`public`). Every group is checked after the build: it must keep its modules, and the
// public one must not bring a library a public page does not load anyway.
import type { Plugin } from 'vite';

/** What every page loads: React, i18next, TanStack Query, the API client. */
export const CORE_MODULES =
  /node_modules\/(react\/|i18next\/|react-i18next\/|use-sync-external-store\/|i18next-resources-to-backend\/|@tanstack\/(query-core|react-query)\/)|packages\/contracts\/src\/(enums|constants)\.ts|src\/lib\/(query-keys|session|api-error|api-client|language|ssr-data|i18n)\.ts|rolldown[:/]runtime|vite\/preload-helper|dynamic[-_]import[-_]helper/;

/** The public screens' route and loader modules (src/app/{routes,loaders}/{name}), the landing aside. */
const PUBLIC_SCREENS =
  /\/src\/app\/(routes|loaders)\/(frame|home|property|show-room|visitor-view|item|contact|info-[\w-]+|location|(gold|premium|black)-package|availability|topology|not-found)\.tsx?$/;
/** Where the landing's code starts: nothing these reach joins the public group (the landing's first load stays as it is). */
const LANDING_ROOTS = /\/src\/(main\.tsx|boot\.ts|app\/routes\/landing\.tsx|app\/loaders\/landing\.ts)$/;
const ENTRY_ROOTS = /\/src\/(main\.tsx|boot\.ts)$/;
const LANDING_SCREEN = /\/src\/app\/(routes\/landing\.tsx|loaders\/landing\.ts)$/;
/** The landing's own modules (its screen, its styles): they stay in its route's file. */
const LANDING_OWN = /\/src\/(app\/(routes|loaders)\/landing\.tsx?|features\/landing\/)/;
/** Libraries a public page loads anyway: a module of the group may import these and no other. */
const EVERY_PAGE_LIBRARIES =
  /\/node_modules\/(react|react-dom|scheduler|i18next|react-i18next|i18next-resources-to-backend|@tanstack\/[\w-]+|lucide-react|react-router|use-sync-external-store|cookie|set-cookie-parser)\//;
/**
 * Where the look at a module's imports stops: the core group (loaded anyway) and the contracts'
 * barrel, which re-exports the zod schemas beside plain constants — the bundle keeps only what a
 * module uses, so the check after the build (below) is the one that counts.
 */
const LOADED_ANYWAY = (id: string) => CORE_MODULES.test(id) || /\/packages\/contracts\/src\/index\.ts$/.test(id);

type ModuleInfoOf = (id: string) => { importedIds: readonly string[] } | null;

/** The modules `roots` import statically, themselves included, not looking past `stop`. */
function staticClosure(roots: string[], info: ModuleInfoOf, stop: (id: string) => boolean = () => false): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    if (!stop(id)) stack.push(...(info(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * The `public` group: app modules that two or more public screens import, that the landing does
 * not, and that import no library beyond EVERY_PAGE_LIBRARIES. A framed public page went from
 * 29–38 files to 20–28 (most of those it lost under 1 KB), the office's pages from 39 to 24.
 * Returns the plugin that sees the module graph and the group's `name` function.
 */
export function publicSharedGroup(): { plugin: Plugin; name: (id: string, ctx: { getModuleInfo: ModuleInfoOf }) => string | null } {
  const moduleIds: string[] = [];
  let members: Set<string> | undefined;
  const plugin: Plugin = {
    name: 'vitrina:public-shared-group',
    apply: 'build',
    moduleParsed(info) {
      moduleIds.push(info.id);
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const reached = (start: string) => {
        const seen = new Set<string>();
        const stack = [start];
        while (stack.length) {
          const file = stack.pop()!;
          if (seen.has(file)) continue;
          seen.add(file);
          stack.push(...(byFile.get(file)?.imports ?? []));
        }
        return seen;
      };
      const group = chunks.find((chunk) => chunk.name === 'public');
      if (!group) return this.error('chunk group "public" is empty: the public screens share nothing? (apps/web/build/chunk-groups.ts)');
      for (const file of reached(group.fileName)) {
        const heavy = (byFile.get(file)?.moduleIds ?? []).filter((id) => id.includes('/node_modules/') && !EVERY_PAGE_LIBRARIES.test(id));
        if (heavy.length) this.error(`chunk group "public" imports ${file}, with ${heavy[0]}: every public page would load it. Give the module that needs it a file of its own (apps/web/build/chunk-groups.ts).`);
      }
      const landing = chunks.find((chunk) => /\/src\/app\/routes\/landing\.tsx$/.test(chunk.facadeModuleId ?? ''));
      if (landing && reached(landing.fileName).has(group.fileName)) this.error('the landing loads chunk group "public": its first load must not (apps/web/build/chunk-groups.ts)');
    },
  };
  let firstScreens: Set<string> | undefined;
  const name = (id: string, ctx: { getModuleInfo: ModuleInfoOf }) => {
    if (!firstScreens) {
      // The landing screen's small imports that the entry does not hold already (the language
      // switcher, the developments' call, the button styles, the hero's address): one file for
      // the landing and every framed page, instead of five.
      const info: ModuleInfoOf = (m) => ctx.getModuleInfo(m);
      const entry = staticClosure(moduleIds.filter((m) => ENTRY_ROOTS.test(m)), info);
      const landingScreen = staticClosure(moduleIds.filter((m) => LANDING_SCREEN.test(m)), info);
      firstScreens = new Set([...landingScreen].filter((m) => !entry.has(m) && !CORE_MODULES.test(m) && !LANDING_OWN.test(m) && !m.includes('/node_modules/')));
    }
    if (firstScreens.has(id)) return 'first-screens';
    if (!members) {
      const info: ModuleInfoOf = (m) => ctx.getModuleInfo(m);
      const landing = staticClosure(moduleIds.filter((m) => LANDING_ROOTS.test(m)), info);
      const screens = new Map<string, number>();
      for (const root of moduleIds.filter((m) => PUBLIC_SCREENS.test(m))) {
        for (const m of staticClosure([root], info)) screens.set(m, (screens.get(m) ?? 0) + 1);
      }
      const light = (m: string) => [...staticClosure([m], info, LOADED_ANYWAY)].every((d) => !d.includes('/node_modules/') || EVERY_PAGE_LIBRARIES.test(d));
      members = new Set([...screens].filter(([m, count]) => count >= 2 && !landing.has(m) && light(m)).map(([m]) => m));
    }
    return members.has(id) ? 'public' : null;
  };
  return { plugin, name };
}

/**
 * The chunk groups name modules by path: a module moved to another folder silently leaves its
 * group (the offline group matched nothing for months after src/features/offline became
 * src/offline, four more files a page). The build fails instead when a group lost its modules.
 */
export function chunkGroupsKept(expected: Record<string, string[]>): Plugin {
  return {
    name: 'vitrina:chunk-groups-kept',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const [name, modules] of Object.entries(expected)) {
        const chunk = Object.values(bundle).find((file) => file.type === 'chunk' && file.name === name);
        const ids = chunk?.type === 'chunk' ? chunk.moduleIds : [];
        const missing = modules.filter((module) => !ids.some((id) => id.endsWith(module)));
        if (missing.length) this.error(`chunk group "${name}" lost ${missing.join(', ')}: update its test in apps/web/build/chunk-groups.ts or vite.config.ts`);
      }
    },
  };
}
