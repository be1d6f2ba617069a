/**
 * Remark plugin: checks every component used in an MDX report against its props schema (props.ts) at build time.
 * An unknown component, an unknown prop, a prop of the wrong type or value, or a prop that is not a literal fails
 * the build with the MDX file and line. Each component also gets `__at="file:line"`, so that the checks made when it
 * renders (a model or scenario the report does not have) name the same place.
 */
import { relative } from 'node:path';
import { AT, COMPONENT_PROPS, isComponentName, propProblems } from './props';

interface JsxAttribute {
  type: 'mdxJsxAttribute' | 'mdxJsxExpressionAttribute';
  name?: string;
  value?: string | null | { type: string; value: string };
}
export interface Node {
  type: string;
  name?: string | null;
  attributes?: JsxAttribute[];
  children?: Node[];
  position?: { start: { line: number; column: number } };
}

export class MdxPropsError extends Error {}

/** The value of a JSX attribute written as a literal: "text", {3}, {true}, {[0, 0.2]}, {["a", "b"]}, or bare (true). */
export function literalValue(attr: JsxAttribute): { ok: true; value: unknown } | { ok: false } {
  const v = attr.value;
  if (v === null || v === undefined) return { ok: true, value: true };
  if (typeof v === 'string') return { ok: true, value: v };
  try {
    return { ok: true, value: JSON.parse(v.value) };
  } catch {
    try {
      return { ok: true, value: JSON.parse(v.value.replace(/'/g, '"')) };
    } catch {
      return { ok: false };
    }
  }
}

/** The literal props of one JSX element and the problems of its component (none when it is not a component). */
export function elementCheck(node: Node): { props: Record<string, unknown>; problems: string[] } {
  const name = node.name ?? '';
  const props: Record<string, unknown> = {};
  if (!/^[A-Z]/.test(name)) return { props, problems: [] };
  if (!isComponentName(name)) return { props, problems: [`unknown component <${name}>; components: ${Object.keys(COMPONENT_PROPS).join(', ')}`] };
  const problems: string[] = [];
  for (const a of node.attributes ?? []) {
    if (a.type !== 'mdxJsxAttribute' || !a.name) {
      problems.push(`<${name}>: spread attributes ({...x}) are not supported; write each prop`);
      continue;
    }
    if (a.name === AT) continue;
    const v = literalValue(a);
    if (!v.ok) problems.push(`<${name}>: ${a.name}: expected a literal value ("text", {3}, {true}, {[0, 0.2]})`);
    else props[a.name] = v.value;
  }
  return { props, problems: [...problems, ...propProblems(name, props).map((p) => `<${name}>: ${p}`)] };
}

/** Problems of one JSX element (empty when it is not a component or is right). */
export function elementProblems(node: Node): string[] {
  return elementCheck(node).problems;
}

/** Calls `fn` for every component (JSX element with a capitalised name) of an MDX tree, in document order. */
export function forEachComponent(tree: Node, fn: (n: Node, line: number, col: number) => void): void {
  const walk = (n: Node) => {
    if ((n.type === 'mdxJsxFlowElement' || n.type === 'mdxJsxTextElement') && n.name && /^[A-Z]/.test(n.name)) {
      fn(n, n.position?.start.line ?? 0, n.position?.start.column ?? 0);
    }
    for (const c of n.children ?? []) walk(c);
  };
  walk(tree);
}

export default function remarkComponentProps(opts: { root?: string } = {}) {
  return (tree: Node, file: { path?: string; history?: string[] }) => {
    const path = file.path ?? file.history?.[file.history.length - 1];
    if (!path || !path.endsWith('.mdx')) return;
    const shown = relative(opts.root ?? process.cwd(), path) || path;
    const errors: string[] = [];
    forEachComponent(tree, (n, line, col) => {
      for (const p of elementProblems(n)) errors.push(`${shown}:${line}:${col}: ${p}`);
      n.attributes = [...(n.attributes ?? []).filter((a) => a.name !== AT), { type: 'mdxJsxAttribute', name: AT, value: `${shown}:${line}` }];
    });
    if (errors.length) throw new MdxPropsError(`invalid component props in MDX:\n  ${errors.join('\n  ')}`);
  };
}
