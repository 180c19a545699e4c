/**
 * How the worst-case time of a backtracking match of a pattern grows with the input, from its
 * automaton (automaton.ts). A backtracking matcher (V8's, and every ECMAScript engine's) tries the
 * paths of this automaton one after the other until one succeeds, so its time on an input that
 * fails is the number of paths the input has:
 * - exponential when some state has two different loops reading the same word (the automaton is
 *   exponentially ambiguous: `(a|a)*`, `(a+)+`);
 * - polynomial of degree k when k loops are chained so that each can hand the same word to the
 *   next (`.*a.*b`: the unanchored search, then each `.*`);
 * - and, with counted repetitions, the paths can multiply without any loop (`(a{1,10}){10}`),
 *   which a bounded count of paths per input length finds. The count is skipped when paths cannot
 *   multiply: when no two paths of one attempt are ever in the same state at once.
 * Two paths that enter a backreference's copy of its group together, with the same capture, read
 * it together (automaton.ts): a backreference matches its capture one way.
 * Each finding is checked on a concrete attack before it counts: the repeated word must never let
 * a path reach success (the matcher would stop there), and some suffix must make every path fail.
 * A lookaround is evaluated at every position the matcher reaches it, so its body's own degree
 * adds to the number of loops before it.
 */
import type { Automaton, Edge } from './automaton.js';
import { INIT, SEARCH } from './automaton.js';
import type { Budget } from './budget.js';
import { type AtomBits, andBits, atomsIn, intersects, newBits } from './char-sets.js';

/** An input that shows the growth: prefix, then pump repeated, then suffix. */
export interface Attack {
  prefix: string;
  pump: string;
  suffix: string;
}

export type Growth =
  /** `counted`: the ways multiply through counted repetitions (`{1,10}`) rather than loops. */
  | { kind: 'exponential'; counted?: boolean; attack?: Attack }
  | { kind: 'polynomial'; degree: number; attack?: Attack };

/** Paths alive at once past which counted repetitions are taken to multiply them without bound. */
const MAX_PATHS = 1e7;
/** Input length up to which the paths of counted repetitions are counted. */
const COUNTED_LENGTH = 128;
/** Inputs followed per length: those with the most paths (one per set of states). */
const COUNTED_SETS = 8;
/** Pump repetitions simulated before an attack is taken to hold. */
const PUMP_ROUNDS = 64;
/** Longest suffix tried to make every path fail. */
const SUFFIX_LENGTH = 3;

export interface AnalysisOptions {
  /** Analyses a lookaround body (anchored, read backwards for a lookbehind). */
  body: (site: Automaton['lookarounds'][number]) => Growth;
}

/** The growth of the worst-case matching time: exponential, or polynomial of some degree (0 or 1: at most linear). */
export function analyse(automaton: Automaton, budget: Budget, options: AnalysisOptions): Growth {
  return new Analysis(automaton, budget, options).run();
}

class Analysis {
  private readonly reachable: boolean[];
  private readonly component: number[] = [];
  /** Components in topological order (a component before every one it leads to). */
  private readonly components: number[][] = [];
  private readonly cyclic: boolean[] = [];
  /** How many edges read each atom; counted when an attack is first written out. */
  private rarity: number[] | undefined;
  private classes: number[] | undefined;
  private links: { next: number[][]; previous: number[][] } | undefined;
  private readonly reachedFrom = new Map<number, Set<number>>();
  private readonly reaching = new Map<number, Set<number>>();

  constructor(
    private readonly a: Automaton,
    private readonly budget: Budget,
    private readonly options: AnalysisOptions,
  ) {
    this.reachable = this.reach();
    this.findComponents();
  }

  run(): Growth {
    const looping = this.exponentialAttack();
    if (looping) return { kind: 'exponential', attack: looping };
    const counted = this.a.hasBoundedChoice && this.pathsRejoin() ? this.multiplyingPaths() : undefined;
    if (counted) return { kind: 'exponential', counted: true, attack: counted };
    return this.degree();
  }

  // --- Structure -------------------------------------------------------------------------------

  private reach(): boolean[] {
    const seen = new Array<boolean>(this.a.stateCount).fill(false);
    const stack = [INIT];
    seen[INIT] = true;
    while (stack.length > 0) {
      const state = stack.pop() as number;
      for (const edge of this.a.out[state] ?? []) {
        this.budget.spend(1);
        if (!seen[edge.to]) {
          seen[edge.to] = true;
          stack.push(edge.to);
        }
      }
    }
    return seen;
  }

  /** The strongly connected components of the reachable states, in topological order. */
  private findComponents(): void {
    const reachable = this.reachable.flatMap((seen, state) => (seen ? [state] : []));
    const found = stronglyConnected(
      reachable,
      (state) => (this.a.out[state] ?? []).map((edge) => edge.to),
      this.budget,
    );
    // Tarjan finds components in reverse topological order.
    found.reverse();
    found.forEach((members, id) => {
      for (const member of members) this.component[member] = id;
      this.components.push(members);
    });
    this.components.forEach((members, id) => {
      const only = members[0] as number;
      // The search loop counts only when it leads into the pattern (not for one anchored by ^).
      const loops = (this.a.out[only] ?? []).some((edge) => edge.to === only);
      const entersPattern = (this.a.out[only] ?? []).some((edge) => edge.to !== only);
      this.cyclic[id] = members.length > 1 || (loops && (only !== SEARCH || entersPattern));
    });
  }

  /** How many edges read each atom: an attack built from rarely read atoms completes fewer matches. */
  private countAtomUses(): number[] {
    const uses = new Array<number>(this.a.atoms.count).fill(0);
    for (let state = 0; state < this.a.stateCount; state += 1) {
      if (!this.reachable[state]) continue;
      for (const edge of this.a.out[state] ?? []) {
        for (const atom of atomsIn(edge.atoms)) {
          this.budget.spend(1);
          uses[atom] = (uses[atom] ?? 0) + 1;
        }
      }
    }
    return uses;
  }

  /** The atom of `bits` the fewest edges read, printable ones first among equals (for readable attacks). */
  private rarest(bits: AtomBits): number {
    let best = -1;
    let bestScore = Number.POSITIVE_INFINITY;
    for (const atom of atomsIn(bits)) {
      const sample = this.a.atoms.sample(atom);
      this.rarity ??= this.countAtomUses();
      const score = (this.rarity[atom] ?? 0) * 2 + (sample >= 0x20 && sample <= 0x7e ? 0 : 1);
      if (score < bestScore) {
        best = atom;
        bestScore = score;
      }
    }
    return best;
  }

  /** The components each component has an edge to, and those with an edge to it (itself left out). */
  private linksOf(): { next: number[][]; previous: number[][] } {
    if (this.links) return this.links;
    const next = this.components.map(() => new Set<number>());
    const previous = this.components.map(() => new Set<number>());
    this.components.forEach((members, id) => {
      for (const state of members) {
        for (const edge of this.a.out[state] ?? []) {
          this.budget.spend(1);
          const to = this.component[edge.to];
          if (to === undefined || to === id) continue;
          next[id]?.add(to);
          previous[to]?.add(id);
        }
      }
    });
    this.links = { next: next.map((set) => [...set]), previous: previous.map((set) => [...set]) };
    return this.links;
  }

  /** The atoms read by the edges inside a component (by its loops). */
  private loopAtoms(id: number): AtomBits {
    const atoms = newBits(this.a.atoms.count);
    for (const state of this.components[id] ?? []) {
      for (const edge of this.a.out[state] ?? []) {
        this.budget.spend(1);
        if (this.component[edge.to] !== id) continue;
        for (let i = 0; i < atoms.length; i += 1) atoms[i] = (atoms[i] ?? 0) | (edge.atoms[i] ?? 0);
      }
    }
    return atoms;
  }

  /** The components reachable from `id` (`forward`) or reaching it, itself included; computed once each. */
  private linked(id: number, forward: boolean): Set<number> {
    const memo = forward ? this.reachedFrom : this.reaching;
    const known = memo.get(id);
    if (known) return known;
    const links = forward ? this.linksOf().next : this.linksOf().previous;
    const found = new Set<number>([id]);
    const stack = [id];
    while (stack.length > 0) {
      for (const other of links[stack.pop() as number] ?? []) {
        this.budget.spend(1);
        if (found.has(other)) continue;
        found.add(other);
        stack.push(other);
      }
    }
    memo.set(id, found);
    return found;
  }

  // --- Simulation of attacks -------------------------------------------------------------------

  private successBefore(states: readonly number[], atom: number): boolean {
    for (const state of states) {
      const before = this.a.acceptBefore[state];
      if (before && ((before[atom >>> 5] ?? 0) & (1 << (atom & 31))) !== 0) return true;
    }
    return false;
  }

  private successNow(states: readonly number[]): boolean {
    return states.some((state) => this.a.acceptNow[state]);
  }

  private successAtEnd(states: readonly number[]): boolean {
    return states.some((state) => this.a.acceptNow[state] || this.a.acceptAtEnd[state]);
  }

  private move(states: readonly number[], atom: number): number[] {
    const next = new Set<number>();
    for (const state of states) {
      for (const edge of this.a.out[state] ?? []) {
        this.budget.spend(1);
        if (((edge.atoms[atom >>> 5] ?? 0) & (1 << (atom & 31))) !== 0) next.add(edge.to);
      }
    }
    return [...next].sort((x, y) => x - y);
  }

  /**
   * The states of every path from `start` after the word has been repeated until the states
   * repeat, or undefined when some path reaches success on the way.
   */
  private pump(start: readonly number[], word: readonly number[]): number[] | undefined {
    let states = [...start];
    const seen = new Set<string>();
    for (let round = 0; round < PUMP_ROUNDS; round += 1) {
      for (const atom of word) {
        if (this.successBefore(states, atom)) return undefined;
        states = this.move(states, atom);
        if (this.successNow(states)) return undefined;
      }
      const key = states.join(',');
      if (seen.has(key)) break;
      seen.add(key);
    }
    return states;
  }

  /**
   * A suffix after which every path from `states` has failed (possibly empty), or undefined. The
   * attempts the unanchored search starts within the suffix come after all those before it, so
   * they need not fail: SEARCH is left out.
   */
  private failingSuffix(from: readonly number[]): number[] | undefined {
    const states = from.filter((state) => state !== SEARCH);
    if (!this.successAtEnd(states)) return [];
    let frontier: Array<{ states: number[]; word: number[] }> = [{ states: [...states], word: [] }];
    const seen = new Set<string>([states.join(',')]);
    for (let length = 1; length <= SUFFIX_LENGTH; length += 1) {
      const next: typeof frontier = [];
      for (const node of frontier) {
        for (const atom of this.atomClasses()) {
          this.budget.spend(1);
          if (this.successBefore(node.states, atom)) continue;
          const moved = this.move(node.states, atom);
          if (this.successNow(moved)) continue;
          const word = [...node.word, atom];
          if (!this.successAtEnd(moved)) return word;
          const key = moved.join(',');
          if (seen.has(key)) continue;
          seen.add(key);
          next.push({ states: moved, word });
        }
      }
      frontier = next;
    }
    return undefined;
  }

  /** A shortest word from the start of the input to `target`. */
  private prefixTo(target: number): number[] {
    const parent = new Map<number, [number, number]>();
    const queue = [INIT];
    const seen = new Set<number>([INIT]);
    for (let head = 0; head < queue.length; head += 1) {
      const state = queue[head] as number;
      if (state === target) break;
      for (const edge of this.a.out[state] ?? []) {
        this.budget.spend(1);
        if (seen.has(edge.to)) continue;
        seen.add(edge.to);
        parent.set(edge.to, [state, this.rarest(edge.atoms)]);
        queue.push(edge.to);
      }
    }
    return target === INIT ? [] : unwind(parent, INIT, target);
  }

  private text(atoms: readonly number[]): string {
    return String.fromCharCode(...atoms.map((atom) => this.a.atoms.sample(atom)));
  }

  /** The attack `prefix pump^n suffix` from `pivot`, when pumping never succeeds and a suffix fails every path. */
  private confirm(pivot: number, pump: number[]): Attack | undefined {
    const pumped = this.pump([pivot], pump);
    if (!pumped) return undefined;
    const suffix = this.failingSuffix(pumped);
    if (!suffix) return undefined;
    return { prefix: this.text(this.prefixTo(pivot)), pump: this.text(pump), suffix: this.text(suffix) };
  }

  // --- Exponential: a state with two loops on the same word ------------------------------------

  private exponentialAttack(): Attack | undefined {
    for (let id = 0; id < this.components.length; id += 1) {
      if (!this.cyclic[id]) continue;
      const attack = this.ambiguousLoop(id);
      if (attack) return attack;
    }
    return undefined;
  }

  /**
   * Whether two paths in component `id` that are at the same point of a backreference's block read
   * the same capture there: the group is captured by a lookahead right before the block, or outside
   * the component (so neither path captured it again since they were one).
   */
  private synchronised(block: number, id: number): boolean {
    const found = this.a.blocks[block];
    return (
      !!found && (found.capturedHere || !!found.groupStates?.every((state) => this.component[state] !== id))
    );
  }

  /**
   * In the product of the component with itself, a cycle through a pair of equal states (q, q)
   * that also passes a pair of different states, or takes two different edges between the same
   * states, is two different paths q to q on one word. A node of the product is a pair and whether
   * both paths are in a backreference's block together (entered at the same point with the same
   * capture): then they read the same text the same way, so they take the same edges until they
   * leave it together.
   */
  private ambiguousLoop(id: number): Attack | undefined {
    const members = this.components[id] ?? [];
    const local = new Int32Array(this.a.stateCount).fill(-1);
    members.forEach((state, i) => {
      local[state] = i;
    });
    const size = members.length;
    const { blockOf } = this.a;
    const inSyncable = (state: number) => this.synchronised(blockOf[state] ?? -1, id);
    const node = (x: number, y: number, together: boolean) => (x * size + y) * 2 + (together ? 1 : 0);
    const pairOf = (n: number) => Math.floor(n / 2);
    const isDiagonal = (n: number) => Math.floor(pairOf(n) / size) === pairOf(n) % size;
    /** Every step from a node, with what the witness needs (not kept: only the targets are). */
    const steps = (from: number) => {
      const list: PairStep[] = [];
      const x = members[Math.floor(pairOf(from) / size)] as number;
      const y = members[pairOf(from) % size] as number;
      if (from % 2 === 1) {
        // Together in a block: the same edge; still together inside it, or entering another one.
        for (const edge of this.a.out[x] ?? []) {
          this.budget.spend(1);
          const to = local[edge.to] ?? -1;
          if (to < 0) continue;
          const inside = blockOf[edge.to] === blockOf[x];
          const together = inside || inSyncable(edge.to);
          list.push({ to: node(to, to, together), edges: [edge, edge], split: !inside && edge.ways === 2 });
        }
        return list;
      }
      for (const e1 of this.a.out[x] ?? []) {
        const to1 = local[e1.to] ?? -1;
        if (to1 < 0) continue;
        for (const e2 of this.a.out[y] ?? []) {
          this.budget.spend(1);
          const to2 = local[e2.to] ?? -1;
          if (to2 < 0 || !intersects(e1.atoms, e2.atoms)) continue;
          const split = x === y && e1.to === e2.to && (e1 !== e2 || e1.ways === 2);
          const block = blockOf[e1.to] ?? -1;
          const entering =
            block >= 0 &&
            blockOf[e2.to] === block &&
            blockOf[x] !== block &&
            blockOf[y] !== block &&
            inSyncable(e1.to);
          if (entering && e1.to !== e2.to) continue; // the same capture is read one way only
          list.push({ to: node(to1, to2, entering), edges: [e1, e2], split });
        }
      }
      return list;
    };
    const targets = new Map<number, number[]>();
    const successors = (n: number) => {
      let list = targets.get(n);
      if (!list) {
        list = steps(n).map((step) => step.to);
        targets.set(n, list);
      }
      return list;
    };
    const pairComponents = stronglyConnected(
      members.map((state, i) => node(i, i, inSyncable(state))),
      successors,
      this.budget,
    );
    for (const nodes of pairComponents) {
      const inside = new Set(nodes);
      const diagonal = nodes.find(isDiagonal);
      if (diagonal === undefined) continue;
      const splitting = nodes.some(
        (n) => !isDiagonal(n) || steps(n).some((step) => step.split && inside.has(step.to)),
      );
      if (!splitting) continue;
      const pump = this.splittingCycle(diagonal, inside, isDiagonal, steps);
      if (!pump) continue;
      const attack = this.confirm(members[Math.floor(pairOf(diagonal) / size)] as number, pump);
      if (attack) return attack;
    }
    return undefined;
  }

  /** A word for a cycle from `diagonal` back to it, within `inside`, that splits the paths. */
  private splittingCycle(
    diagonal: number,
    inside: Set<number>,
    isDiagonal: (node: number) => boolean,
    expand: (node: number) => PairStep[],
  ): number[] | undefined {
    // States: (node, split yet?). A shortest path from (diagonal, no) to (diagonal, yes).
    const encode = (node: number, split: boolean) => node * 2 + (split ? 1 : 0);
    const start = encode(diagonal, false);
    const goal = encode(diagonal, true);
    const parent = new Map<number, [number, number]>();
    const queue = [start];
    const seen = new Set<number>([start]);
    for (let head = 0; head < queue.length; head += 1) {
      const current = queue[head] as number;
      const node = Math.floor(current / 2);
      const wasSplit = current % 2 === 1;
      for (const step of expand(node)) {
        this.budget.spend(1);
        if (!inside.has(step.to)) continue;
        const split = wasSplit || step.split || !isDiagonal(step.to);
        const next = encode(step.to, split);
        if (seen.has(next)) continue;
        seen.add(next);
        parent.set(next, [current, this.rarest(andBits(step.edges[0].atoms, step.edges[1].atoms))]);
        if (next === goal) return unwind(parent, start, goal);
        queue.push(next);
      }
    }
    return undefined;
  }

  // --- Paths multiplied by counted repetitions ---------------------------------------------------

  /**
   * Whether two different paths of one attempt can be in the same state at the same point of the
   * input (a pair of different states leading to a pair of equal ones in the product, or two ways
   * between the same two states). When they cannot, every path alive at a point of the input is in
   * a state of its own, so there are never more paths than states: counted repetitions of bodies
   * that split an input one way only (`^(?:[a-z]{1,63}\.){1,20}[a-z]{2,6}$`) cannot multiply
   * them, and their paths need no counting. Attempts from later starts (the search loop) are left
   * out: the matcher makes them one after the other, so their paths add up rather than multiply.
   */
  private pathsRejoin(): boolean {
    const count = this.a.stateCount;
    // Pairs of states two paths can be in at once, as x * count + y with x <= y: each (q, q) first.
    const pending = this.reachable.flatMap((seen, q) => (seen && q !== SEARCH ? [q * count + q] : []));
    const seen = new Set(pending);
    while (pending.length > 0) {
      const key = pending.pop() as number;
      const x = Math.floor(key / count);
      const y = key % count;
      for (const e1 of this.a.out[x] ?? []) {
        for (const e2 of this.a.out[y] ?? []) {
          this.budget.spend(1);
          if (e1.to === SEARCH || e2.to === SEARCH || !intersects(e1.atoms, e2.atoms)) continue;
          if (e1.to === e2.to) {
            if (x !== y || e1 !== e2 || e1.ways === 2) return true;
            continue;
          }
          const next = Math.min(e1.to, e2.to) * count + Math.max(e1.to, e2.to);
          if (seen.has(next)) continue;
          seen.add(next);
          pending.push(next);
        }
      }
    }
    return false;
  }

  /**
   * A search over inputs, one character at a time up to COUNTED_LENGTH, counting exactly the paths
   * alive after each: at each length it keeps, per set of states the matcher can be in, the input
   * with the most paths, and goes on from the COUNTED_SETS of those with the most. An input with
   * more than MAX_PATHS paths, and a suffix that fails them all, is an attack.
   */
  private multiplyingPaths(): Attack | undefined {
    interface Candidate {
      states: number[];
      paths: Map<number, number>;
      total: number;
      word: number[];
    }
    if (this.successNow([INIT])) return undefined;
    let frontier: Candidate[] = [{ states: [INIT], paths: new Map([[INIT, 1]]), total: 1, word: [] }];
    for (let length = 1; length <= COUNTED_LENGTH && frontier.length > 0; length += 1) {
      const best = new Map<string, Candidate>();
      for (const candidate of frontier) {
        for (const atom of this.atomClasses()) {
          if (this.successBefore(candidate.states, atom)) continue;
          const paths = this.countStep(candidate.paths, atom);
          const states = [...paths.keys()].sort((x, y) => x - y);
          if (states.length === 0 || this.successNow(states)) continue;
          let total = 0;
          for (const count of paths.values()) total += count;
          const word = [...candidate.word, atom];
          if (total > MAX_PATHS) {
            const suffix = this.failingSuffix(states);
            if (suffix) return { prefix: this.text(word), pump: '', suffix: this.text(suffix) };
          }
          const key = states.join(',');
          if ((best.get(key)?.total ?? -1) < total) best.set(key, { states, paths, total, word });
        }
      }
      frontier = [...best.values()].sort((x, y) => y.total - x.total).slice(0, COUNTED_SETS);
    }
    return undefined;
  }

  /** The paths alive in each state after reading `atom`, from those alive in each state before. */
  private countStep(paths: ReadonlyMap<number, number>, atom: number): Map<number, number> {
    const next = new Map<number, number>();
    for (const [state, count] of paths) {
      for (const edge of this.a.out[state] ?? []) {
        this.budget.spend(1);
        if (((edge.atoms[atom >>> 5] ?? 0) & (1 << (atom & 31))) === 0) continue;
        next.set(edge.to, (next.get(edge.to) ?? 0) + count * edge.ways);
      }
    }
    return next;
  }

  /**
   * One atom per class of atoms that every edge treats alike (read by the same edges, leading to
   * the same successes): reading any atom of a class moves any set of states the same way.
   */
  private atomClasses(): number[] {
    if (this.classes) return this.classes;
    const seen = new Set<string>();
    const representatives: number[] = [];
    const edges = this.a.out.flat();
    const before = this.a.acceptBefore.filter((bits): bits is AtomBits => bits !== undefined);
    for (let atom = 0; atom < this.a.atoms.count; atom += 1) {
      this.budget.spend(edges.length + before.length);
      let signature = '';
      for (const bits of [...edges.map((edge) => edge.atoms), ...before]) {
        signature += ((bits[atom >>> 5] ?? 0) & (1 << (atom & 31))) !== 0 ? '1' : '0';
      }
      if (seen.has(signature)) continue;
      seen.add(signature);
      representatives.push(atom);
    }
    this.classes = representatives;
    return representatives;
  }

  // --- Polynomial: chains of loops handing the same word on ------------------------------------

  private degree(): Growth {
    /** The longest chain of loops ending in each component (0 for one without a loop). */
    const chain = new Array<number>(this.components.length).fill(0);
    const chainAttack = new Array<Attack | undefined>(this.components.length);
    for (let id = 0; id < this.components.length; id += 1) {
      if (!this.cyclic[id]) continue;
      chain[id] = 1;
      const earlier: number[] = [];
      for (let before = 0; before < id; before += 1) {
        if ((chain[before] ?? 0) > 0 && this.linked(before, true).has(id)) earlier.push(before);
      }
      earlier.sort((x, y) => (chain[y] ?? 0) - (chain[x] ?? 0));
      for (const before of earlier) {
        if ((chain[before] ?? 0) + 1 <= (chain[id] ?? 0)) break;
        const attack = this.handsOn(before, id);
        if (attack) {
          chain[id] = (chain[before] ?? 0) + 1;
          chainAttack[id] = attack;
        }
      }
    }
    let degree = 0;
    let attack: Attack | undefined;
    for (let id = 0; id < this.components.length; id += 1) {
      if ((chain[id] ?? 0) > degree) {
        degree = chain[id] ?? 0;
        attack = chainAttack[id];
      }
    }
    // A lookaround costs its body's degree at each evaluation, evaluated as often as the loops
    // before it let the matcher reach it.
    const loopsUpTo = [...chain];
    const { next } = this.linksOf();
    for (let id = 0; id < this.components.length; id += 1) {
      for (const reached of next[id] ?? []) {
        loopsUpTo[reached] = Math.max(loopsUpTo[reached] ?? 0, loopsUpTo[id] ?? 0);
      }
    }
    for (const site of this.a.lookarounds) {
      const reachedFrom = [...site.sources].filter((state) => this.reachable[state]);
      if (reachedFrom.length === 0) continue;
      const body = this.options.body(site);
      if (body.kind === 'exponential') return body;
      const before = Math.max(...reachedFrom.map((state) => loopsUpTo[this.component[state] ?? 0] ?? 0));
      if (before + body.degree > degree) {
        degree = before + body.degree;
        attack = undefined;
      }
    }
    return { kind: 'polynomial', degree, ...(attack ? { attack } : {}) };
  }

  /**
   * Whether a state p of `from` and a state q of `to` share a word w with paths p to p, p to q and
   * q to q (a path from (p, p, q) to (p, q, q) in the product of three copies), confirmed as an
   * attack from p.
   */
  private handsOn(from: number, to: number): Attack | undefined {
    const count = this.a.stateCount;
    const forward = this.linked(from, true);
    const backward = this.linked(to, false);
    const inFirst = new Uint8Array(count);
    const inLast = new Uint8Array(count);
    const inBetween = new Uint8Array(count);
    for (const state of this.components[from] ?? []) inFirst[state] = 1;
    for (const state of this.components[to] ?? []) inLast[state] = 1;
    for (let state = 0; state < count; state += 1) {
      const id = this.component[state];
      if (id !== undefined && forward.has(id) && backward.has(id)) inBetween[state] = 1;
    }
    // The word is read by a loop of each component: only characters both loops read can be in it,
    // and the second path must get from `from` to `to` on those alone.
    const common = andBits(this.loopAtoms(from), this.loopAtoms(to));
    const seen = new Uint8Array(count);
    const stack = [...(this.components[from] ?? [])];
    let reaches = false;
    while (stack.length > 0 && !reaches) {
      for (const edge of this.a.out[stack.pop() as number] ?? []) {
        this.budget.spend(1);
        if (seen[edge.to] || !inBetween[edge.to] || !intersects(edge.atoms, common)) continue;
        seen[edge.to] = 1;
        reaches ||= inLast[edge.to] === 1;
        stack.push(edge.to);
      }
    }
    if (!reaches) return undefined;
    const encode = (x: number, y: number, z: number) => (x * count + y) * count + z;
    for (const p of this.components[from] ?? []) {
      for (const q of this.components[to] ?? []) {
        const start = encode(p, p, q);
        const goal = encode(p, q, q);
        const parent = new Map<number, [number, number]>();
        const queue = [start];
        let found = false;
        for (let head = 0; head < queue.length && !found; head += 1) {
          const current = queue[head] as number;
          const z = current % count;
          const y = Math.floor(current / count) % count;
          const x = Math.floor(current / count / count);
          for (const e1 of this.a.out[x] ?? []) {
            if (!inFirst[e1.to]) continue;
            for (const e2 of this.a.out[y] ?? []) {
              if (!inBetween[e2.to] || !intersects(e1.atoms, e2.atoms)) continue;
              const both = andBits(e1.atoms, e2.atoms);
              for (const e3 of this.a.out[z] ?? []) {
                this.budget.spend(1);
                if (!inLast[e3.to] || !intersects(both, e3.atoms)) continue;
                const next = encode(e1.to, e2.to, e3.to);
                if (next === start || parent.has(next)) continue;
                parent.set(next, [current, this.rarest(andBits(both, e3.atoms))]);
                if (next === goal) {
                  found = true;
                  break;
                }
                queue.push(next);
              }
              if (found) break;
            }
            if (found) break;
          }
        }
        if (!found) continue;
        const attack = this.confirm(p, unwind(parent, start, goal));
        if (attack) return attack;
      }
    }
    return undefined;
  }
}

/** A step in the product of a component with itself: the pair it leads to, by which two edges. */
interface PairStep {
  to: number;
  edges: [Edge, Edge];
  /** Two different edges between the same two states: two paths where there was one. */
  split: boolean;
}

/** The atoms along the parent links from `goal` back to `start`, in order. */
function unwind(parent: Map<number, [number, number]>, start: number, goal: number): number[] {
  const word: number[] = [];
  let node = goal;
  do {
    const step = parent.get(node) as [number, number];
    word.push(step[1]);
    node = step[0];
  } while (node !== start);
  return word.reverse();
}

/** Tarjan's components of the graph reachable from `roots` (iteratively). */
function stronglyConnected(
  roots: number[],
  successors: (node: number) => number[],
  budget: Budget,
): number[][] {
  // Nodes get dense ids in the order they are found; the rest is kept by id.
  const idOf = new Map<number, number>();
  const nodes: number[] = [];
  const low: number[] = [];
  const onStack: boolean[] = [];
  const stack: number[] = [];
  const found: number[][] = [];
  const discover = (node: number): number => {
    const id = nodes.length;
    idOf.set(node, id);
    nodes.push(node);
    low.push(id);
    onStack.push(true);
    stack.push(id);
    return id;
  };
  for (const root of roots) {
    if (idOf.has(root)) continue;
    const work: Array<[number, number[], number]> = [[discover(root), successors(root), 0]];
    while (work.length > 0) {
      const frame = work[work.length - 1] as [number, number[], number];
      const [id, list, at] = frame;
      if (at < list.length) {
        frame[2] += 1;
        budget.spend(1);
        const to = list[at] as number;
        const known = idOf.get(to);
        if (known === undefined) work.push([discover(to), successors(to), 0]);
        else if (onStack[known]) low[id] = Math.min(low[id] ?? id, known);
        continue;
      }
      work.pop();
      const parentFrame = work[work.length - 1];
      if (parentFrame) low[parentFrame[0]] = Math.min(low[parentFrame[0]] ?? 0, low[id] ?? id);
      if (low[id] === id) {
        const members: number[] = [];
        let member: number;
        do {
          member = stack.pop() as number;
          onStack[member] = false;
          members.push(nodes[member] as number);
        } while (member !== id);
        found.push(members);
      }
    }
  }
  return found;
}
