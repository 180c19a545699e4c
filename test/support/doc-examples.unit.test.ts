import { describe, expect, it } from 'vitest';
import { differences, exampleBlocks, lastAnswer, parseShown } from './doc-examples.js';

describe('reading the shown answers of the docs', () => {
  it('splits a block into steps, each with the answer shown after its command', () => {
    const [block] = exampleBlocks(
      'x.md',
      [
        '```sh',
        "curl -s localhost:3000/a -d '{",
        '  "k": 1}\'',
        '# {"err":false,',
        '#  "n":2}',
        '# a narrative comment',
        'curl -s localhost:3000/b',
        '```',
      ].join('\n'),
    );
    expect(block?.steps.map((step) => step.shown)).toEqual(['{"err":false, "n":2}', undefined]);
    expect(block?.steps[1]?.script).toContain('curl -s localhost:3000/b');
  });

  it('leaves out blocks for a deployed stack and start-up', () => {
    const blocks = exampleBlocks(
      'x.md',
      [
        '```sh',
        'curl -s https://api.example.org/mcp',
        '```',
        '```sh',
        'npm start',
        'curl -s localhost:3000',
        '```',
      ].join('\n'),
    );
    expect(blocks).toEqual([]);
  });

  it('compares structurally, key order aside', () => {
    expect(differences(parseShown('{"a":1,"b":[1,2]}'), { b: [1, 2], a: 1 })).toEqual([]);
    expect(differences(parseShown('{"a":1}'), { a: 2 })).toEqual(['$.a: expected 1, got 2']);
    expect(differences(parseShown('{"a":1}'), { a: 1, b: 2 })).toEqual(['$: not shown: b']);
    expect(differences(parseShown('[1,2]'), [1])).toEqual(['$: expected 2 items, got 1']);
  });

  it('reads … as what changes between runs', () => {
    expect(differences(parseShown('{"id":"exec_…","at":"…"}'), { id: 'exec_9', at: 5 })).toEqual([]);
    expect(differences(parseShown('{"id":"exec_…"}'), { id: 'pa_1' })).toHaveLength(1);
    expect(differences(parseShown('{"a":1,…}'), { a: 1, b: 2 })).toEqual([]);
    expect(differences(parseShown('{"a":1,…}'), { b: 2 })).toEqual(['$.a: missing']);
    expect(differences(parseShown('[{"a":1},…]'), [{ a: 1 }, { a: 2 }])).toEqual([]);
    expect(differences(parseShown('{"s":"a…b."}'), { s: 'a 1 b.' })).toEqual([]);
    expect(differences(parseShown('{"s":"a…b."}'), { s: 'a 1 bc' })).toHaveLength(1);
  });
});

describe('the answer a step printed', () => {
  it('is the JSON value ending the output, even glued to an earlier one', () => {
    expect(lastAnswer('text{"a":1}{"b":[2]}\n')).toEqual({ b: [2] });
    expect(lastAnswer('first\nplain text')).toBe('plain text');
  });
});
