/**
 * The automaton the ReDoS analysis works on: one state per character position of the pattern (a
 * Glushkov automaton, so no empty moves), with the number of distinct ways (1, or 2 meaning "two
 * or more") a backtracking matcher can go from one position to the next. Two ways between the same
 * two positions are two branches the matcher tries, which is what makes `(a*)*` or `(a|)+`
 * ambiguous even though no two positions read the same character.
 *
 * How the pattern's features become states and edges, and what is approximated (always towards
 * more ways to match, so the analysis may refuse a harmless pattern but does not miss a harmful
 * one through these approximations):
 * - `^`, `$` (no m flag: start and end of the input), `\b`, `\B`: kept on the edges they sit on and
 *   resolved there (an edge that needs `^` after a character is dropped; `\b` narrows the
 *   characters an edge may read when the previous position is all word or all non-word characters).
 * - Lookarounds: passed as if they always held; each body is analysed on its own (analysis.ts).
 * - Backreferences: a fresh copy of the group they refer to (a backreference matches one of the
 *   strings the group matches); one inside its own group matches the empty string, as in ECMAScript.
 *   The copy is marked as a block: a backreference matches its group's capture in one way only, so
 *   two paths that enter it at the same point with the same capture go through it together
 *   (analysis.ts). The capture is the same for both when the group is captured by a lookahead
 *   evaluated right there (`(?=(\w+))\1`, the atomic-group idiom: a lookahead keeps its first
 *   match), or when it is captured outside the loop the two paths are in (`^(\w+)\1+$`).
 * - Counted repetition `{n,m}`: expanded into copies; one too large to expand (more than
 *   MAX_EXACT_COUNT, or copies beyond MAX_COPIED_POSITIONS) becomes `{k,}` for a smaller k.
 * - An iteration of a repetition past its minimum that matches the empty string ends the
 *   repetition (ECMAScript's empty check), so it adds no way of its own.
 * - Modifiers `(?i:...)`, `(?s:...)`, `(?m:...)`: case variants added, `.` reading everything,
 *   `^`/`$` passed anywhere.
 * - Unanchored search: a SEARCH state reading any character stands for the matcher retrying at
 *   each later start index; edges from it skip `^`.
 */
import type { AST } from '@eslint-community/regexpp';
import type { Budget } from './budget.js';
import {
  ALL,
  type AtomBits,
  Atoms,
  andBits,
  type CharSet,
  complement,
  DIGIT,
  DOT,
  fromRanges,
  intersect,
  isEmpty,
  isEmptyBits,
  SPACE,
  single,
  union,
  WORD,
  withCaseVariants,
} from './char-sets.js';

export const INIT = 0;
export const SEARCH = 1;
const FIRST_POSITION = 2;

/** Counted repetitions up to this maximum are expanded exactly. */
const MAX_EXACT_COUNT = 100;
/** A repetition's copies may hold this many positions in all before it is approximated. */
const MAX_COPIED_POSITIONS = 2000;
/** Copies of a group made for backreferences inside copies of groups. */
const MAX_BACKREFERENCE_DEPTH = 3;

export interface Edge {
  to: number;
  /** Distinct ways along this edge: 1, or 2 for "two or more". */
  ways: 1 | 2;
  /** The atoms the edge may read: the target position's set, narrowed by `\b`/`\B`. */
  atoms: AtomBits;
}

/** A lookaround of the pattern: its body, and the states from which the matcher evaluates it. */
export interface LookaroundSite {
  node: AST.LookaroundAssertion;
  sources: Set<number>;
}

/** The copy of a group that a backreference matches (see the header). */
export interface BackreferenceBlock {
  /** Right after a positive lookahead that captures the group: the capture depends only on the position. */
  capturedHere: boolean;
  /** The states of the group's own positions, or undefined when it cannot be told (in a lookaround, one of several groups). */
  groupStates: number[] | undefined;
}

export interface Automaton {
  atoms: Atoms;
  stateCount: number;
  out: Edge[][];
  /** The match succeeds as soon as the matcher is in this state. */
  acceptNow: boolean[];
  /** The match succeeds in this state at the end of the input. */
  acceptAtEnd: boolean[];
  /** The match succeeds in this state when the next character is one of these atoms. */
  acceptBefore: Array<AtomBits | undefined>;
  /** Whether the pattern has a counted repetition with a choice (`{1,3}`, or copies of a variable body). */
  hasBoundedChoice: boolean;
  /**
   * Whether the automaton is the pattern itself, not an approximation of it (lookarounds,
   * backreferences, modifiers, repetitions too large to expand): only then are its attacks inputs
   * that certainly work on the pattern.
   */
  exact: boolean;
  lookarounds: LookaroundSite[];
  blocks: BackreferenceBlock[];
  /** The innermost backreference block of each state (an index of `blocks`), or -1. */
  blockOf: Int32Array;
}

const START = 1;
const END = 2;
const BOUNDARY = 4;
const NOT_BOUNDARY = 8;

/** What the matcher must find true between two positions (or at the edges of the pattern). */
interface Guard {
  flags: number;
  looks: readonly number[];
}

interface Entry {
  position: number;
  ways: 1 | 2;
  guard: Guard;
}

interface Way {
  ways: 1 | 2;
  guard: Guard;
}

interface Fragment {
  first: Entry[];
  last: Entry[];
  /** The ways of matching the empty string. */
  empty: Way[];
}

const NO_GUARD: Guard = { flags: 0, looks: [] };

const addWays = (a: number, b: number): 1 | 2 => (a + b >= 2 ? 2 : 1);
const mulWays = (a: number, b: number): 1 | 2 => (a * b >= 2 ? 2 : 1);

function joinGuards(a: Guard, b: Guard): Guard | undefined {
  const flags = a.flags | b.flags;
  if ((flags & BOUNDARY) !== 0 && (flags & NOT_BOUNDARY) !== 0) return undefined;
  if (b.looks.length === 0) return a.flags === flags ? a : { flags, looks: a.looks };
  if (a.looks.length === 0) return b.flags === flags ? b : { flags, looks: b.looks };
  if (a === b) return a;
  return { flags, looks: [...new Set([...a.looks, ...b.looks])].sort((x, y) => x - y) };
}

const guardKey = (guard: Guard) => `${guard.flags}:${guard.looks.join(',')}`;

/** One of each position (an entry's) and guard, with the ways of its copies added up. */
function merge<T extends Way & { position?: number }>(items: T[]): T[] {
  if (items.length < 2) return items;
  const byKey = new Map<string, T>();
  for (const item of items) {
    const key = `${item.position ?? ''}/${guardKey(item.guard)}`;
    const known = byKey.get(key);
    byKey.set(key, known ? { ...known, ways: addWays(known.ways, item.ways) } : item);
  }
  return [...byKey.values()];
}

/** `entries` preceded (or followed) by each way of matching the empty string in `ways`. */
function throughEmpty(ways: Way[], entries: Entry[]): Entry[] {
  const out: Entry[] = [];
  for (const way of ways) {
    for (const entry of entries) {
      const guard = joinGuards(way.guard, entry.guard);
      if (guard) out.push({ position: entry.position, ways: mulWays(way.ways, entry.ways), guard });
    }
  }
  return out;
}

interface Modes {
  ignoreCase: boolean;
  dotAll: boolean;
  multiline: boolean;
}

interface RawEdge {
  from: number;
  to: number;
  ways: 1 | 2;
  guard: Guard;
}

/** Builds the automaton of a pattern (or of a lookaround body, read backwards for a lookbehind). */
export function buildAutomaton(
  alternatives: AST.Alternative[],
  { backwards, search }: { backwards: boolean; search: boolean },
  budget: Budget,
): Automaton {
  return new Builder(backwards, budget).finish(alternatives, search);
}

class Builder {
  private readonly sets: CharSet[] = [];
  private readonly edges = new Map<string, RawEdge>();
  private readonly positionSets = new Map<AST.Node, Map<string, CharSet>>();
  private readonly lookarounds: AST.LookaroundAssertion[] = [];
  /** Per lookaround: the characters the next one must be for it to hold, when that is known. */
  private readonly lookaheadNext: Array<CharSet | undefined> = [];
  /**
   * Per lookaround: the characters the previous one must be for it to hold, when that is known, and
   * whether it holds at the start of the input (a negative one does).
   */
  private readonly lookbehindPrevious: Array<{ set: CharSet; atStart: boolean } | undefined> = [];
  private readonly copying: AST.CapturingGroup[] = [];
  /** The backreference block each position is in (-1: none). */
  private readonly positionBlock: number[] = [];
  private readonly blocks: Array<{ capturedHere: boolean; groups: AST.CapturingGroup[] | undefined }> = [];
  private currentBlock = -1;
  /** The positions of each capturing group, over all its copies. */
  private readonly groupPositions = new Map<AST.CapturingGroup, number[]>();
  private hasBoundedChoice = false;
  private exact = true;

  constructor(
    private readonly backwards: boolean,
    private readonly budget: Budget,
  ) {}

  finish(alternatives: AST.Alternative[], search: boolean): Automaton {
    const modes: Modes = { ignoreCase: false, dotAll: false, multiline: false };
    const whole = this.disjunction(alternatives, modes, []);
    const nextSets = this.lookaheadNext.filter((set): set is CharSet => set !== undefined);
    const previousSets = this.lookbehindPrevious;
    const atoms = new Atoms([...this.sets, ...nextSets, WORD]);
    const nextBits = this.lookaheadNext.map((set) => (set ? atoms.bitsOf(set) : undefined));
    // Copies of one class share its set, and so its atoms.
    const bitsBySet = new Map<CharSet, AtomBits>();
    const positionBits = this.sets.map((set) => {
      let bits = bitsBySet.get(set);
      if (!bits) {
        bits = atoms.bitsOf(set);
        bitsBySet.set(set, bits);
      }
      return bits;
    });
    const wordBits = atoms.bitsOf(WORD);
    const nonWordBits = atoms.bitsOf(complement(WORD));
    const allBits = atoms.bitsOf(ALL);
    const stateCount = FIRST_POSITION + this.sets.length;
    const out: Edge[][] = Array.from({ length: stateCount }, () => []);
    const acceptNow = new Array<boolean>(stateCount).fill(false);
    const acceptAtEnd = new Array<boolean>(stateCount).fill(false);
    const acceptBefore = new Array<AtomBits | undefined>(stateCount).fill(undefined);
    const sites: LookaroundSite[] = this.lookarounds.map((node) => ({ node, sources: new Set() }));

    /** Whether the character before a state is a word character: yes, no, or either. */
    const wordBefore = (state: number): 'yes' | 'no' | 'either' => {
      if (state === INIT) return 'no';
      if (state === SEARCH) return 'either';
      const set = this.sets[state - FIRST_POSITION] ?? EMPTY_SET;
      if (isEmpty(intersect(set, complement(WORD)))) return 'yes';
      if (isEmpty(intersect(set, WORD))) return 'no';
      return 'either';
    };
    /** The atoms a boundary guard lets the next character be, after `from`; undefined: any. */
    const boundaryAtoms = (from: number, flags: number): AtomBits | undefined => {
      const before = wordBefore(from);
      if ((flags & (BOUNDARY | NOT_BOUNDARY)) === 0 || before === 'either') return undefined;
      const wantWord = ((flags & BOUNDARY) !== 0) === (before === 'no');
      return wantWord ? wordBits : nonWordBits;
    };
    /**
     * Whether the character read into `from` can be the one a lookbehind needs before it. From the
     * search loop, an attempt starts after some character, any one: `(?<![\s\S])`, which nothing
     * can precede, holds there never, so it anchors the pattern as `^` does.
     */
    const previousAllows = (from: number, look: number) => {
      const previous = previousSets[look];
      if (!previous) return true;
      if (from === INIT) return previous.atStart;
      const before = from === SEARCH ? ALL : (this.sets[from - FIRST_POSITION] ?? EMPTY_SET);
      return !isEmpty(intersect(before, previous.set));
    };
    const addEdge = (from: number, to: number, ways: 1 | 2, guard: Guard) => {
      this.budget.spend(1);
      if (!guard.looks.every((look) => previousAllows(from, look))) return;
      const target = positionBits[to - FIRST_POSITION] ?? allBits;
      const allowed = boundaryAtoms(from, guard.flags);
      let edgeAtoms = allowed ? andBits(target, allowed) : target;
      for (const look of guard.looks) {
        const next = nextBits[look];
        if (next) edgeAtoms = andBits(edgeAtoms, next);
      }
      if (isEmptyBits(edgeAtoms)) return;
      for (const look of guard.looks) sites[look]?.sources.add(from);
      out[from]?.push({ to, ways, atoms: edgeAtoms });
    };
    const addAccept = (state: number, guard: Guard) => {
      for (const look of guard.looks) sites[look]?.sources.add(state);
      if (guard.looks.length > 0) return; // a lookaround may fail here: counted as no success
      if ((guard.flags & START) !== 0 && state !== INIT) return;
      const before = wordBefore(state);
      const boundary = guard.flags & (BOUNDARY | NOT_BOUNDARY);
      if (boundary === 0) {
        if ((guard.flags & END) !== 0) acceptAtEnd[state] = true;
        else acceptNow[state] = true;
        return;
      }
      if (before === 'either') return;
      // At the end of the input the next "character" is a non-word one.
      const holdsAtEnd = (boundary === BOUNDARY) === (before === 'yes');
      if (holdsAtEnd) acceptAtEnd[state] = true;
      if ((guard.flags & END) === 0) {
        const next = boundaryAtoms(state, boundary);
        if (next) acceptBefore[state] = next;
      }
    };

    for (const edge of this.edges.values()) {
      if ((edge.guard.flags & (START | END)) !== 0) continue; // ^ after a character, $ before one
      addEdge(edge.from + FIRST_POSITION, edge.to + FIRST_POSITION, edge.ways, edge.guard);
    }
    for (const entry of whole.first) {
      if ((entry.guard.flags & END) !== 0) continue;
      addEdge(INIT, entry.position + FIRST_POSITION, entry.ways, entry.guard);
      if (search && (entry.guard.flags & START) === 0) {
        addEdge(SEARCH, entry.position + FIRST_POSITION, entry.ways, entry.guard);
      }
    }
    if (search) {
      out[INIT]?.push({ to: SEARCH, ways: 1, atoms: allBits });
      out[SEARCH]?.push({ to: SEARCH, ways: 1, atoms: allBits });
    }
    for (const entry of whole.last) addAccept(entry.position + FIRST_POSITION, entry.guard);
    for (const way of whole.empty) {
      addAccept(INIT, way.guard);
      if (search) addAccept(SEARCH, way.guard);
    }
    const blockOf = new Int32Array(stateCount).fill(-1);
    this.positionBlock.forEach((block, position) => {
      blockOf[position + FIRST_POSITION] = block;
    });
    const blocks = this.blocks.map(({ capturedHere, groups }) => ({
      capturedHere,
      groupStates: groups?.flatMap((group) =>
        (this.groupPositions.get(group) ?? []).map((position) => position + FIRST_POSITION),
      ),
    }));
    return {
      atoms,
      stateCount,
      out,
      acceptNow,
      acceptAtEnd,
      acceptBefore,
      hasBoundedChoice: this.hasBoundedChoice,
      exact: this.exact && this.lookarounds.length === 0,
      lookarounds: sites,
      blocks,
      blockOf,
    };
  }

  private newPosition(set: CharSet): Fragment {
    this.budget.spend(1);
    const position = this.sets.length;
    this.sets.push(set);
    this.positionBlock.push(this.currentBlock);
    const entry: Entry = { position, ways: 1, guard: NO_GUARD };
    return { first: [entry], last: [entry], empty: [] };
  }

  private emptyFragment(guard: Guard = NO_GUARD): Fragment {
    return { first: [], last: [], empty: [{ ways: 1, guard }] };
  }

  private disjunction(alternatives: AST.Alternative[], modes: Modes, path: AST.Node[]): Fragment {
    const parts = alternatives.map((alternative) => this.sequence(alternative.elements, modes, path));
    return {
      first: merge(parts.flatMap((part) => part.first)),
      last: merge(parts.flatMap((part) => part.last)),
      empty: merge(parts.flatMap((part) => part.empty)),
    };
  }

  private sequence(elements: AST.Element[], modes: Modes, path: AST.Node[]): Fragment {
    const ordered = this.backwards ? [...elements].reverse() : elements;
    let result = this.emptyFragment();
    for (const element of ordered) result = this.concat(result, this.element(element, modes, path));
    return result;
  }

  private concat(a: Fragment, b: Fragment): Fragment {
    for (const from of a.last) {
      // Spent row by row, as the work is done: spent at once before it, the budget could only
      // stop after all of it (160,000 edges for a loop of 400 alternatives).
      this.budget.spend(b.first.length);
      for (const to of b.first) {
        const guard = joinGuards(from.guard, to.guard);
        if (!guard) continue;
        const key = `${from.position}>${to.position}/${guardKey(guard)}`;
        const ways = mulWays(from.ways, to.ways);
        const known = this.edges.get(key);
        this.edges.set(
          key,
          known
            ? { ...known, ways: addWays(known.ways, ways) }
            : { from: from.position, to: to.position, ways, guard },
        );
      }
    }
    return {
      first: merge([...a.first, ...throughEmpty(a.empty, b.first)]),
      last: merge([...b.last, ...throughEmpty(b.empty, a.last)]),
      empty: merge(
        a.empty.flatMap((x) =>
          b.empty.flatMap((y) => {
            const guard = joinGuards(x.guard, y.guard);
            return guard ? [{ ways: mulWays(x.ways, y.ways), guard }] : [];
          }),
        ),
      ),
    };
  }

  private element(node: AST.Element, modes: Modes, path: AST.Node[]): Fragment {
    switch (node.type) {
      case 'Character':
      case 'CharacterSet':
      case 'CharacterClass':
        return this.newPosition(this.positionSet(node, modes));
      case 'ExpressionCharacterClass':
        return this.newPosition(ALL); // only with the v flag, which rules never have
      case 'Group':
        return this.disjunction(node.alternatives, this.withModifiers(node, modes), [...path, node]);
      case 'CapturingGroup': {
        const before = this.sets.length;
        const fragment = this.disjunction(node.alternatives, modes, [...path, node]);
        const positions = this.groupPositions.get(node) ?? [];
        for (let position = before; position < this.sets.length; position += 1) positions.push(position);
        this.groupPositions.set(node, positions);
        return fragment;
      }
      case 'Quantifier':
        return this.quantifier(node, modes, path);
      case 'Backreference':
        return this.backreference(node, modes, path);
      case 'Assertion':
        return this.assertion(node, modes);
    }
  }

  private assertion(node: AST.Assertion, modes: Modes): Fragment {
    switch (node.kind) {
      case 'start':
      case 'end': {
        if (modes.multiline) return this.emptyFragment();
        const atStart = (node.kind === 'start') !== this.backwards;
        return this.emptyFragment({ flags: atStart ? START : END, looks: [] });
      }
      case 'word':
        return this.emptyFragment({ flags: node.negate ? NOT_BOUNDARY : BOUNDARY, looks: [] });
      case 'lookahead':
      case 'lookbehind': {
        const id = this.lookarounds.length;
        this.lookarounds.push(node);
        // A lookahead that must read a character holds only when the next one can start it; a
        // lookbehind only when the previous one can end it.
        // A negative one whose body is a single character holds only when that character is not there.
        const ahead = node.kind === 'lookahead' && !this.backwards;
        const behind = node.kind === 'lookbehind' && !this.backwards;
        const needed = (fromEnd: boolean) =>
          node.negate
            ? this.notOneCharacter(node.alternatives, modes)
            : this.firstCharacters(node.alternatives, modes, fromEnd);
        this.lookaheadNext.push(ahead ? needed(false) : undefined);
        const previous = behind ? needed(true) : undefined;
        this.lookbehindPrevious.push(previous && { set: previous, atStart: node.negate });
        return this.emptyFragment({ flags: 0, looks: [id] });
      }
    }
  }

  private quantifier(node: AST.Quantifier, modes: Modes, path: AST.Node[]): Fragment {
    const inner = [...path, node];
    const copy = () => this.element(node.element, modes, inner);
    if (node.max === 0) return this.emptyFragment();
    const before = this.sets.length;
    const firstCopy = copy();
    const size = Math.max(1, this.sets.length - before);
    const [shortest, longest] = lengths(node.element);
    const variable = shortest !== longest;
    let min = node.min;
    let max = node.max;
    const tooMany = (count: number) => count * size > MAX_COPIED_POSITIONS;
    if (Number.isFinite(max) && (max > MAX_EXACT_COUNT || tooMany(max))) {
      // Approximated by an unbounded repetition (it matches everything the bounded one does).
      max = Number.POSITIVE_INFINITY;
      this.exact = false;
    }
    if (tooMany(min + 1)) {
      min = Math.max(1, Math.floor(MAX_COPIED_POSITIONS / size) - 1);
      this.exact = false;
    }
    if (Number.isFinite(max) && max >= 2 && (max > min || variable)) this.hasBoundedChoice = true;

    let next: Fragment | undefined = firstCopy;
    const take = () => {
      const fragment = next ?? copy();
      next = undefined;
      return fragment;
    };
    let result = this.emptyFragment();
    const mandatory = Number.isFinite(max) ? min : Math.max(0, min - 1);
    for (let i = 0; i < mandatory; i += 1) result = this.concat(result, take());
    if (!Number.isFinite(max)) return this.concat(result, this.loop(take(), min >= 1));
    // The optional copies nest: each may be tried only after the one before it matched.
    const optional: Fragment[] = [];
    for (let i = mandatory; i < max; i += 1) optional.push(nonEmpty(take()));
    // (c0 (c1 (c2)?)?)?: each copy's ends lead into the next copy, and the whole may end after any.
    optional.forEach((fragment, i) => {
      const following = optional[i + 1];
      if (following) this.concat(endsOf(fragment), startsOf(following));
    });
    const tail: Fragment = {
      first: optional[0]?.first ?? [],
      last: merge(optional.flatMap((fragment) => fragment.last)),
      empty: [{ ways: 1, guard: NO_GUARD }],
    };
    return this.concat(result, tail);
  }

  /**
   * `body` repeated without bound. With `mandatoryFirst` (the minimum not yet reached when it
   * starts), its first iteration may match the empty string; later ones may not.
   */
  private loop(body: Fragment, mandatoryFirst: boolean): Fragment {
    const again = nonEmpty(body);
    this.concat(endsOf(again), startsOf(again));
    if (!mandatoryFirst) {
      return { first: again.first, last: again.last, empty: [{ ways: 1, guard: NO_GUARD }] };
    }
    return {
      first: merge([...body.first, ...throughEmpty(body.empty, again.first)]),
      last: again.last,
      empty: body.empty,
    };
  }

  private backreference(node: AST.Backreference, modes: Modes, path: AST.Node[]): Fragment {
    this.exact = false;
    const groups = Array.isArray(node.resolved) ? node.resolved : [node.resolved];
    const [only] = groups;
    const block = this.blocks.length;
    this.blocks.push({
      capturedHere:
        groups.length === 1 && only !== undefined && !this.backwards && capturedJustBefore(node, only),
      groups: groups.length === 1 && only !== undefined && !insideLookaround(only) ? [only] : undefined,
    });
    const outer = this.currentBlock;
    this.currentBlock = block;
    const parts: Fragment[] = [];
    for (const group of groups) {
      // Inside its own group, or too deep in copies: the empty string.
      if (
        path.includes(group) ||
        this.copying.includes(group) ||
        this.copying.length >= MAX_BACKREFERENCE_DEPTH
      ) {
        parts.push(this.emptyFragment());
        continue;
      }
      this.copying.push(group);
      parts.push(this.disjunction(group.alternatives, modes, [...path, group]));
      this.copying.pop();
    }
    this.currentBlock = outer;
    return {
      first: merge(parts.flatMap((part) => part.first)),
      last: merge(parts.flatMap((part) => part.last)),
      // Several groups of one name: only one of them has matched, so one way per kind of guard.
      empty: merge(parts.flatMap((part) => part.empty)).map((way) => ({ ...way, ways: 1 })),
    };
  }

  /**
   * For a negative lookaround whose every alternative is one character: the characters it lets
   * through (at the end of the input it always holds, which edges, reading a character, never see).
   */
  private notOneCharacter(alternatives: AST.Alternative[], modes: Modes): CharSet | undefined {
    const sets: CharSet[] = [];
    for (const alternative of alternatives) {
      const [only] = alternative.elements;
      if (alternative.elements.length !== 1 || !only) return undefined;
      if (only.type !== 'Character' && only.type !== 'CharacterSet' && only.type !== 'CharacterClass') {
        return undefined;
      }
      const [set] = this.firstOfElement(only, modes, false);
      if (!set) return undefined;
      sets.push(set);
    }
    return complement(union(...sets));
  }

  /**
   * The characters the alternatives can start with (`fromEnd`: end with), or undefined when they
   * can match empty or that is not known.
   */
  private firstCharacters(
    alternatives: AST.Alternative[],
    modes: Modes,
    fromEnd: boolean,
  ): CharSet | undefined {
    const sets: CharSet[] = [];
    for (const alternative of alternatives) {
      const set = this.firstOfSequence(alternative.elements, modes, fromEnd);
      if (!set) return undefined;
      sets.push(set);
    }
    return union(...sets);
  }

  private firstOfSequence(elements: AST.Element[], modes: Modes, fromEnd: boolean): CharSet | undefined {
    const sets: CharSet[] = [];
    for (const element of fromEnd ? [...elements].reverse() : elements) {
      const [set, canBeEmpty] = this.firstOfElement(element, modes, fromEnd);
      if (!set) return undefined;
      sets.push(set);
      if (!canBeEmpty) return union(...sets);
    }
    return undefined;
  }

  private firstOfElement(node: AST.Element, modes: Modes, fromEnd: boolean): [CharSet | undefined, boolean] {
    switch (node.type) {
      case 'Character':
        return [this.caseFolded(single(node.value), modes), false];
      case 'CharacterSet':
        return [this.caseFolded(this.characterSet(node, modes), modes), false];
      case 'CharacterClass':
        return [this.caseFolded(this.characterClass(node), modes), false];
      case 'Assertion':
        return [EMPTY_SET, true];
      case 'Group':
      case 'CapturingGroup': {
        const inner = node.type === 'Group' ? this.withModifiers(node, modes) : modes;
        const sets: CharSet[] = [];
        let canBeEmpty = false;
        for (const alternative of node.alternatives) {
          const set = this.firstOfSequence(alternative.elements, inner, fromEnd);
          if (set) sets.push(set);
          else {
            // An alternative that can match empty: its first characters, and the group may be empty.
            const partial = this.firstOfNullable(alternative.elements, inner, fromEnd);
            if (!partial) return [undefined, true];
            sets.push(partial);
            canBeEmpty = true;
          }
        }
        return [union(...sets), canBeEmpty];
      }
      case 'Quantifier': {
        const [set, canBeEmpty] = this.firstOfElement(node.element, modes, fromEnd);
        return [set, canBeEmpty || node.min === 0];
      }
      default:
        return [undefined, true];
    }
  }

  /** The first characters of a sequence that can match empty, or undefined when unknown. */
  private firstOfNullable(elements: AST.Element[], modes: Modes, fromEnd: boolean): CharSet | undefined {
    const sets: CharSet[] = [];
    for (const element of elements) {
      const [set] = this.firstOfElement(element, modes, fromEnd);
      if (!set) return undefined;
      sets.push(set);
    }
    return union(...sets);
  }

  private characterSet(node: AST.CharacterSet, modes: Modes): CharSet {
    switch (node.kind) {
      case 'any':
        return modes.dotAll ? ALL : DOT;
      case 'digit':
        return node.negate ? complement(DIGIT) : DIGIT;
      case 'space':
        return node.negate ? complement(SPACE) : SPACE;
      case 'word':
        return node.negate ? complement(WORD) : WORD;
      case 'property':
        return ALL; // only with the u or v flag, which rules never have
    }
  }

  /** The characters a position reads, worked out once per node and modes however many copies it has. */
  private positionSet(node: AST.Character | AST.CharacterSet | AST.CharacterClass, modes: Modes): CharSet {
    const key = `${modes.ignoreCase}${modes.dotAll}`;
    let byModes = this.positionSets.get(node);
    if (!byModes) {
      byModes = new Map();
      this.positionSets.set(node, byModes);
    }
    let set = byModes.get(key);
    if (!set) {
      const plain =
        node.type === 'Character'
          ? single(node.value)
          : node.type === 'CharacterSet'
            ? this.characterSet(node, modes)
            : this.characterClass(node);
      set = this.caseFolded(plain, modes);
      byModes.set(key, set);
    }
    return set;
  }

  private characterClass(node: AST.CharacterClass): CharSet {
    const parts: CharSet[] = [];
    for (const element of node.elements) {
      switch (element.type) {
        case 'Character':
          parts.push(single(element.value));
          break;
        case 'CharacterClassRange':
          parts.push(fromRanges([[element.min.value, element.max.value]]));
          break;
        case 'CharacterSet':
          parts.push(element.kind === 'property' ? ALL : this.characterSet(element, NO_MODES));
          break;
        default:
          parts.push(ALL); // v-flag class syntax
      }
    }
    const set = union(...parts);
    return node.negate ? complement(set) : set;
  }

  private caseFolded(set: CharSet, modes: Modes): CharSet {
    return modes.ignoreCase ? withCaseVariants(set) : set;
  }

  private withModifiers(node: AST.Group, modes: Modes): Modes {
    if (!node.modifiers) return modes;
    this.exact = false;
    const { add, remove } = node.modifiers;
    const pick = (flag: 'ignoreCase' | 'dotAll' | 'multiline') =>
      add[flag] ? true : remove?.[flag] ? false : modes[flag];
    return { ignoreCase: pick('ignoreCase'), dotAll: pick('dotAll'), multiline: pick('multiline') };
  }
}

const NO_MODES: Modes = { ignoreCase: false, dotAll: false, multiline: false };
const EMPTY_SET: CharSet = [];

function insideLookaround(node: AST.Node): boolean {
  for (let up = node.parent; up; up = up.parent) if (up.type === 'Assertion') return true;
  return false;
}

function contains(ancestor: AST.Node, node: AST.Node): boolean {
  for (let up: AST.Node | null = node; up; up = up.parent) if (up === ancestor) return true;
  return false;
}

function hasBackreference(node: AST.Node): boolean {
  if (node.type === 'Backreference') return true;
  const children: AST.Node[] =
    'alternatives' in node
      ? node.alternatives
      : 'elements' in node
        ? (node.elements as AST.Node[])
        : 'element' in node
          ? [node.element]
          : [];
  return children.some(hasBackreference);
}

/**
 * Whether the backreference comes right after (zero-width assertions apart) a positive lookahead
 * that captures its group and refers to no other capture: the capture, the lookahead's first match
 * from this very position, then depends on the position alone.
 */
function capturedJustBefore(node: AST.Backreference, group: AST.CapturingGroup): boolean {
  const parent = node.parent;
  if (parent.type !== 'Alternative') return false;
  for (let i = parent.elements.indexOf(node) - 1; i >= 0; i -= 1) {
    const before = parent.elements[i];
    if (before?.type !== 'Assertion') return false;
    if (before.kind === 'lookahead' && !before.negate && contains(before, group))
      return !hasBackreference(before);
  }
  return false;
}

/** Only where the fragment can end, or only where it can start: to concatenate just those edges. */
const endsOf = (fragment: Fragment): Fragment => ({ first: [], last: fragment.last, empty: [] });
const startsOf = (fragment: Fragment): Fragment => ({ first: fragment.first, last: [], empty: [] });

/** The fragment without its ways of matching the empty string. */
const nonEmpty = (fragment: Fragment): Fragment => ({ ...fragment, empty: [] });

/** The shortest and longest strings an element matches (backreferences: any length). */
function lengths(node: AST.Element | AST.Alternative): [number, number] {
  switch (node.type) {
    case 'Character':
    case 'CharacterSet':
    case 'CharacterClass':
    case 'ExpressionCharacterClass':
      return [1, 1];
    case 'Assertion':
      return [0, 0];
    case 'Backreference':
      return [0, Number.POSITIVE_INFINITY];
    case 'Quantifier': {
      const [low, high] = lengths(node.element);
      return [low * node.min, high === 0 ? 0 : high * node.max];
    }
    case 'Group':
    case 'CapturingGroup': {
      const each = node.alternatives.map(lengths);
      return [Math.min(...each.map(([low]) => low)), Math.max(...each.map(([, high]) => high))];
    }
    case 'Alternative':
      return node.elements.map(lengths).reduce(([a, b], [c, d]) => [a + c, b + d], [0, 0]);
  }
}
