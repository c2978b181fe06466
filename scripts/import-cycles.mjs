#!/usr/bin/env node
// Import cycles, between files and between the server's modules, found with dpdm.
//   node scripts/import-cycles.mjs   prints every cycle and exits 1 when there is one.
// scripts/import-cycles.test.ts runs the same checks in `npm test`.
//
// Every import counts, `import type` included. A type-only import is erased before the code
// runs, so it cannot cause an initialisation-order bug, but it still ties one file (or module)
// to another: a cycle of types is a layering mistake that the next value import turns into a
// real cycle. The fix is the same either way: move the shared type down to where both can
// import it, or pass the dependency in.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseCircular, parseDependencyTree } from 'dpdm';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The source folders checked for file-level cycles, relative to the repository. */
export const sourceFolders = ['apps/server/src', 'apps/web/app', 'packages/contract/src'];

/**
 * The dependency tree of every .ts and .tsx file under `folder`: file → the files it imports
 * (repository-relative paths; files outside the folder and unresolved requests are left out).
 * @param {string} folder
 * @returns {Promise<Record<string, string[]>>}
 */
export async function importGraph(folder) {
  const tree = await parseDependencyTree(`${folder}/**/*.{ts,tsx}`, {
    cwd: root,
    context: root,
    transform: false,
    skipDynamicImports: false,
  });
  /** @type {Record<string, string[]>} */
  const graph = {};
  for (const [file, dependencies] of Object.entries(tree)) {
    if (!file.startsWith(`${folder}/`)) continue;
    graph[file] = [
      ...new Set(
        (dependencies ?? [])
          .map((dependency) => dependency.id)
          // Only the folder's own files: packages, Node's modules and other folders are leaves.
          .filter((id) => id !== null && id.startsWith(`${folder}/`)),
      ),
    ];
  }
  return graph;
}

/**
 * Every file-level cycle in `graph`, each as the list of files around it.
 * @param {Record<string, string[]>} graph
 * @returns {string[][]}
 */
export function fileCycles(graph) {
  /** @type {import('dpdm').DependencyTree} */
  const tree = {};
  for (const [file, targets] of Object.entries(graph)) {
    tree[file] = targets.map((id) => ({ issuer: file, request: id, kind: 0, id }));
  }
  return parseCircular(tree);
}

/**
 * The server module a file of apps/server/src belongs to: a folder under modules/
 * ('modules/orders'), else the first folder or file under src ('db', 'jobs', 'http', 'lib',
 * 'app.ts', 'config.ts'). A file directly in modules/ is a module of its own.
 * @param {string} file repository-relative
 */
export function serverModule(file) {
  const parts = path.posix.relative('apps/server/src', file).split('/');
  if (parts[0] === 'modules') return `modules/${parts[1]}`;
  return /** @type {string} */ (parts[0]);
}

/**
 * The cycles between modules: each strongly connected component of more than one module,
 * given as one cycle through it (module → module → … → the first again), with, for each step,
 * one import that makes it ("from.ts → to.ts").
 * @param {Record<string, string[]>} graph file → files, as importGraph gives it
 * @param {(file: string) => string} moduleOf
 * @returns {{ modules: string[]; cycle: string[]; imports: string[] }[]}
 */
export function moduleCycles(graph, moduleOf) {
  /** @type {Map<string, Map<string, string>>} module → (module → one file import making the edge) */
  const edges = new Map();
  for (const [file, targets] of Object.entries(graph)) {
    const from = moduleOf(file);
    if (!edges.has(from)) edges.set(from, new Map());
    for (const target of targets) {
      const to = moduleOf(target);
      if (to === from) continue;
      if (!edges.has(to)) edges.set(to, new Map());
      const out = /** @type {Map<string, string>} */ (edges.get(from));
      if (!out.has(to)) out.set(to, `${file} → ${target}`);
    }
  }
  return stronglyConnected(edges)
    .filter((component) => component.length > 1)
    .map((component) => {
      const cycle = cycleThrough(edges, new Set(component));
      const imports = cycle
        .slice(0, -1)
        .map((from, index) => edges.get(from)?.get(cycle[index + 1] ?? '') ?? '');
      return { modules: [...component].sort(), cycle, imports };
    });
}

/**
 * Tarjan's strongly connected components.
 * @param {Map<string, Map<string, string>>} edges
 * @returns {string[][]}
 */
function stronglyConnected(edges) {
  let next = 0;
  /** @type {Map<string, number>} */ const index = new Map();
  /** @type {Map<string, number>} */ const low = new Map();
  /** @type {string[]} */ const stack = [];
  const onStack = new Set();
  /** @type {string[][]} */ const components = [];
  /** @param {string} node */
  const visit = (node) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of edges.get(node)?.keys() ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(Number(low.get(node)), Number(low.get(target))));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(Number(low.get(node)), Number(index.get(target))));
      }
    }
    if (low.get(node) === index.get(node)) {
      /** @type {string[]} */ const component = [];
      let member;
      do {
        member = /** @type {string} */ (stack.pop());
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      components.push(component);
    }
  };
  for (const node of [...edges.keys()].sort()) if (!index.has(node)) visit(node);
  return components;
}

/**
 * The shortest cycle from the component's first module (by name) back to itself.
 * @param {Map<string, Map<string, string>>} edges
 * @param {Set<string>} component
 */
function cycleThrough(edges, component) {
  const start = /** @type {string} */ ([...component].sort()[0]);
  /** @type {Map<string, string>} */ const cameFrom = new Map();
  const queue = [start];
  while (queue.length > 0) {
    const node = /** @type {string} */ (queue.shift());
    for (const target of edges.get(node)?.keys() ?? []) {
      if (!component.has(target)) continue;
      if (target === start) {
        const cycle = [node, start];
        for (let at = node; at !== start;) {
          at = /** @type {string} */ (cameFrom.get(at));
          cycle.unshift(at);
        }
        return cycle;
      }
      if (!cameFrom.has(target)) {
        cameFrom.set(target, node);
        queue.push(target);
      }
    }
  }
  return [start];
}

/** @param {string[]} cycle */
export const describeFileCycle = (cycle) => [...cycle, cycle[0]].join(' → ');

/** @param {{ cycle: string[]; imports: string[] }} found */
export const describeModuleCycle = ({ cycle, imports }) =>
  `${cycle.join(' → ')}\n${imports.map((line) => `    ${line}`).join('\n')}`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  let failed = false;
  for (const folder of sourceFolders) {
    const graph = await importGraph(folder);
    for (const cycle of fileCycles(graph)) {
      failed = true;
      console.log(`file cycle: ${describeFileCycle(cycle)}`);
    }
    if (folder === 'apps/server/src') {
      for (const found of moduleCycles(graph, serverModule)) {
        failed = true;
        console.log(`module cycle (${found.modules.length} modules: ${found.modules.join(', ')}):`);
        console.log(`  ${describeModuleCycle(found)}`);
      }
    }
  }
  if (!failed) console.log('No import cycle.');
  process.exit(failed ? 1 : 0);
}
