/**
 * Section prerequisites form a graph (section -> the sections it waits for);
 * a cycle would lock every section on it forever, so a change that closes one
 * is refused. Pure: the caller loads the course's current edges.
 */

/** The prerequisites of each section of one course, as stored. */
export type PrerequisiteGraph = ReadonlyMap<number, readonly number[]>;

/**
 * The cycle that giving `sectionId` the prerequisites `proposed` would close,
 * as the section ids along it (starting and ending with `sectionId`), or null
 * when there is none. A section naming itself is the shortest cycle.
 */
export function findPrerequisiteCycle(graph: PrerequisiteGraph, sectionId: number, proposed: readonly number[]): number[] | null {
  const edgesOf = (id: number) => (id === sectionId ? proposed : graph.get(id) ?? []);
  // Depth-first from the section along prerequisite edges: reaching it again closes a cycle.
  const visited = new Set<number>();
  const walk = (id: number, path: number[]): number[] | null => {
    for (const next of edgesOf(id)) {
      if (next === sectionId) return [...path, next];
      if (visited.has(next)) continue;
      visited.add(next);
      const found = walk(next, [...path, next]);
      if (found) return found;
    }
    return null;
  };
  return walk(sectionId, [sectionId]);
}
