import { findPrerequisiteCycle } from './prerequisite-cycle';

describe('findPrerequisiteCycle', () => {
  test('no cycle: a chain and a diamond', () => {
    const graph = new Map([[2, [1]], [3, [1, 2]], [4, [2, 3]]]);
    expect(findPrerequisiteCycle(graph, 5, [4, 1])).toBeNull();
    expect(findPrerequisiteCycle(graph, 4, [3])).toBeNull();
  });

  test('a section cannot wait for itself', () => {
    expect(findPrerequisiteCycle(new Map(), 1, [1])).toEqual([1, 1]);
  });

  test('two sections waiting for each other', () => {
    expect(findPrerequisiteCycle(new Map([[2, [1]]]), 1, [2])).toEqual([1, 2, 1]);
  });

  test('a longer loop is found through the stored edges, with its path', () => {
    const graph = new Map([[2, [1]], [3, [2]], [4, [3]]]);
    expect(findPrerequisiteCycle(graph, 1, [4])).toEqual([1, 4, 3, 2, 1]);
  });

  test("the section's stored edges are replaced by the proposed ones", () => {
    // 1 used to wait for 2 (so 2 -> 1 would be a loop), but the change drops that edge.
    const graph = new Map([[1, [2]], [2, []]]);
    expect(findPrerequisiteCycle(graph, 2, [1])).toEqual([2, 1, 2]);
    expect(findPrerequisiteCycle(new Map([[1, [2]]]), 1, [])).toBeNull();
  });

  test('a cycle elsewhere in the graph that does not pass through the section is not its concern', () => {
    const graph = new Map([[2, [3]], [3, [2]]]);
    expect(findPrerequisiteCycle(graph, 1, [2])).toBeNull();
  });
});
